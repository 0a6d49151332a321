import { paths } from '@marquee/contracts';
import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrders } from '../api/get-orders';
import { OrderTrackingCard } from './order-tracking-card';

/** The session's real orders (R-22, SF-TRACK-01): the signed-in customer's, or this guest browser's. */
export function MyOrders() {
  const { t } = useTranslation();
  const titleId = useId();
  const { data, isPending, isError, refetch } = useOrders();
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <h2 id={titleId} className="text-xl font-bold text-zinc-950">
        {t('orders.tracking.yourOrders')}
      </h2>
      {isPending ? (
        <div role="status" aria-label={t('common.loading')} className="grid gap-4">
          <Skeleton className="h-48" radius="xl" />
          <Skeleton className="h-48" radius="xl" />
        </div>
      ) : isError ? (
        <div className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center">
          <p className="text-zinc-600">{t('orders.tracking.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data.orders.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary">
            <PackageOpen aria-hidden="true" className="size-7" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-zinc-950">{t('orders.tracking.emptyTitle')}</h3>
          <p className="mt-2 max-w-md text-sm text-zinc-600">{t('orders.tracking.emptyText')}</p>
          <Button asChild variant="outline" className="mt-5">
            <Link to={paths.home.href()}>{t('orders.continueShopping')}</Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-4">
          {data.orders.map((order) => (
            <li key={order.orderNumber}>
              <OrderTrackingCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
