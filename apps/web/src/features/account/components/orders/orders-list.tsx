import { paths } from '@marquee/contracts';
import { PackageOpen } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountOrders } from '../../api/orders';
import { LoadFailed } from './load-failed';
import { OrderListCard } from './order-list-card';
import type { OrderParts } from './order-parts';

/** The customer's orders, newest first, a page at a time (ACC-16). */
export function OrdersList({ parts }: { parts: OrderParts }) {
  const { t } = useTranslation();
  const titleId = useId();
  const query = useAccountOrders();
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  const total = query.data?.pages.at(-1)?.total ?? 0;

  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-label={t('accountOrders.loading')} className="grid gap-4">
        <Skeleton className="h-40" radius="xl" />
        <Skeleton className="h-40" radius="xl" />
      </div>
    );
  } else if (!query.data) {
    // Not pending and no pages: the first page failed.
    body = <LoadFailed message={t('accountOrders.loadFailed')} onRetry={() => void query.refetch()} />;
  } else if (orders.length === 0) {
    body = (
      <EmptyState
        icon={PackageOpen}
        title={t('accountOrders.emptyTitle')}
        text={t('accountOrders.emptyText')}
        action={{ label: t('accountOrders.emptyAction'), to: paths.products.href() }}
      />
    );
  } else {
    body = (
      <>
        <ul className="grid gap-4">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <OrderListCard order={order} parts={parts} />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex flex-col items-center gap-3">
          <p className="text-sm text-zinc-600" aria-live="polite">
            {t('accountOrders.shownCount', { shown: orders.length, total })}
          </p>
          {query.hasNextPage && (
            <Button variant="outline" isLoading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
              {t('accountOrders.loadMore')}
            </Button>
          )}
          {query.isFetchNextPageError && (
            <p role="alert" className="text-sm text-red-700">
              {t('accountOrders.loadFailed')}
            </p>
          )}
        </div>
      </>
    );
  }

  return (
    <section aria-labelledby={titleId}>
      <div className="mb-5">
        <h2 id={titleId} className="text-xl font-bold text-zinc-950 sm:text-2xl">
          {t('accountOrders.title')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('accountOrders.intro')}</p>
      </div>
      {body}
    </section>
  );
}
