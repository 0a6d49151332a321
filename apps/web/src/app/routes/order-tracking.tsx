import { useTranslation } from 'react-i18next';
import { MyOrders } from '@/features/orders/components/my-orders';
import { OrderLookupForm } from '@/features/orders/components/order-lookup-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /order-tracking: this session's real orders (R-22, SF-TRACK-01..04) and a lookup by number and
 * e-mail for an order placed on another device or as a guest.
 */
export function OrderTrackingRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.tracking.title'));
  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight text-zinc-950">{t('orders.tracking.title')}</h1>
        <p className="mt-1 text-zinc-600">{t('orders.tracking.intro')}</p>
      </header>
      <MyOrders />
      <OrderLookupForm />
    </div>
  );
}
