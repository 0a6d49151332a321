import { paths } from '@marquee/contracts';
import { Mail, PackageSearch, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailNotice } from '@/features/orders/components/email-notice';
import { NextSteps } from '@/features/orders/components/next-steps';
import { OrderItems } from '@/features/orders/components/order-items';
import { OrderLoader } from '@/features/orders/components/order-loader';
import { OrderSuccessHeader } from '@/features/orders/components/order-success-header';
import { OrderSummaryCard } from '@/features/orders/components/order-summary-card';
import { ShippingAddressCard } from '@/features/orders/components/shipping-address-card';
import { orderAccessFromSearch } from '@/features/orders/utils/order-access';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /order-confirmation?order=N (an e-mailed link's token is exchanged for a cookie by the server
 * first): the storefront specification's confirmation (SF-CONF-01..04,
 * spec D-01 and D-05), the real order loaded from the server for its owner.
 */
export function OrderConfirmationRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  useDocumentTitle(t('orders.confirmation.title'));
  return (
    <OrderLoader access={orderAccessFromSearch(search)}>
      {(order) => {
        // A PENDING capture (issue 26): the order exists, its payment has not cleared.
        const pending = order.status === 'pending';
        return (
          <div className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
            <OrderSuccessHeader
              heading={t(pending ? 'orders.confirmation.pendingHeading' : 'orders.confirmation.heading')}
              intro={t(pending ? 'orders.confirmation.pendingIntro' : 'orders.confirmation.intro')}
              orderNumber={order.orderNumber}
              pending={pending}
            />
            <EmailNotice email={order.email} pending={pending} />
            {/* On a phone the summary and the next steps come first; from lg they sit on the right. */}
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <div className="grid gap-6 lg:col-start-2 lg:row-start-1">
                <OrderSummaryCard order={order} title={t('orders.summaryTitle')} showBreakdown />
                <NextSteps
                  title={t('orders.confirmation.whatsNext')}
                  steps={[
                    {
                      icon: Mail,
                      title: t('orders.confirmation.steps.email.title'),
                      text: t(
                        pending
                          ? 'orders.confirmation.steps.email.pendingText'
                          : 'orders.confirmation.steps.email.text',
                      ),
                    },
                    {
                      icon: Truck,
                      title: t('orders.confirmation.steps.prepare.title'),
                      text: t('orders.confirmation.steps.prepare.text'),
                    },
                    {
                      icon: PackageSearch,
                      title: t('orders.confirmation.steps.track.title'),
                      text: t('orders.confirmation.steps.track.text'),
                    },
                  ]}
                />
              </div>
              <div className="grid gap-6 lg:col-start-1 lg:row-start-1">
                <OrderItems order={order} />
                {order.shippingAddress && <ShippingAddressCard address={order.shippingAddress} />}
              </div>
            </div>
            <div className="flex flex-col justify-center gap-3 sm:flex-row">
              <Button asChild variant="gradient" size="lg">
                <Link to={paths.orderTracking.href()}>{t('orders.trackOrder')}</Link>
              </Button>
              <Button asChild variant="outline" size="lg">
                <Link to={paths.home.href()}>{t('orders.continueShopping')}</Link>
              </Button>
            </div>
          </div>
        );
      }}
    </OrderLoader>
  );
}
