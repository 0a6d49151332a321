import { paths } from '@marquee/contracts';
import { HelpCircle, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmailNotice } from '@/features/orders/components/email-notice';
import { NextSteps } from '@/features/orders/components/next-steps';
import { OrderLoader } from '@/features/orders/components/order-loader';
import { OrderSuccessHeader } from '@/features/orders/components/order-success-header';
import { OrderSummaryCard } from '@/features/orders/components/order-summary-card';
import { timelineSteps } from '@/features/orders/components/timeline-steps';
import { orderAccessFromSearch } from '@/features/orders/utils/order-access';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /thank-you?order=N (an e-mailed link's token is exchanged for a cookie by the server first):
 * the admin-and-account specification's page (SF-THX-01..08): the
 * real order's number, total, payment method and status, never the seed's fallbacks.
 */
export function ThankYouRoute() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  useDocumentTitle(t('orders.thankYou.title'));
  return (
    <OrderLoader access={orderAccessFromSearch(search)}>
      {(order) => (
        <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
          <OrderSuccessHeader
            heading={t('orders.thankYou.heading')}
            intro={t('orders.thankYou.intro')}
            orderNumber={order.orderNumber}
          />
          <OrderSummaryCard order={order} title={t('orders.thankYou.summaryTitle')} />
          <EmailNotice email={order.email} />
          <NextSteps title={t('orders.thankYou.nextSteps')} steps={timelineSteps(t)} />
          <div className="grid gap-3 sm:grid-cols-3">
            <Button asChild variant="gradient" size="lg">
              <Link to={paths.orderTracking.href()}>{t('orders.thankYou.trackOrder')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.home.href()}>{t('orders.continueShopping')}</Link>
            </Button>
            <Button asChild variant="outline" size="lg">
              <Link to={paths.orderTracking.href()}>{t('orders.thankYou.viewOrderDetails')}</Link>
            </Button>
          </div>
          <section
            aria-labelledby="thank-you-support"
            className="rounded-2xl bg-zinc-50 p-5 text-center ring-1 ring-zinc-200/70 sm:p-6"
          >
            <h2 id="thank-you-support" className="text-lg font-bold text-zinc-950">
              {t('orders.thankYou.supportTitle')}
            </h2>
            <p className="mt-1 text-sm text-zinc-600">{t('orders.thankYou.supportText')}</p>
            <div className="mt-4 flex flex-wrap justify-center gap-3">
              <Button asChild variant="outline">
                <Link to={paths.page.href('contact-us')}>
                  <MessageCircle aria-hidden="true" />
                  {t('orders.thankYou.contactSupport')}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link to={paths.page.href('faq')}>
                  <HelpCircle aria-hidden="true" />
                  {t('orders.thankYou.faq')}
                </Link>
              </Button>
            </div>
          </section>
        </div>
      )}
    </OrderLoader>
  );
}
