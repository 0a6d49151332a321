import { paths, type OrderView } from '@marquee/contracts';
import { PackageSearch } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAccountOrder } from '../../api/order';
import { BackToOrders } from './back-to-orders';
import { BuyAgainButton } from './buy-again-button';
import { formatLongDate } from '@/lib/format-date';
import { LoadFailed } from './load-failed';
import { OrderFacts } from './order-facts';
import type { OrderParts } from './order-parts';
import { OrderProgressSteps } from './order-progress-steps';
import { OrderStatus } from './order-status';

/** One of the customer's orders (`?order=`): its steps, facts, items and address (ACC-18..21). */
export function OrderDetail({ orderNumber, parts }: { orderNumber: string; parts: OrderParts }) {
  const { t } = useTranslation();
  const { data: order, isPending, isError, error, refetch } = useAccountOrder(orderNumber);
  let body;
  if (isPending) {
    body = (
      <div role="status" aria-label={t('accountOrders.orderLoading')} className="grid gap-4">
        <Skeleton className="h-10 w-64 max-w-full" />
        <Skeleton className="h-36" radius="xl" />
        <Skeleton className="h-64" radius="xl" />
      </div>
    );
  } else if (isError && isApiError(error) && error.status === 404) {
    // Not this customer's order, or no such order: the server answers 404 either way (ACC-21).
    return (
      <EmptyState
        icon={PackageSearch}
        title={t('accountOrders.notFoundTitle')}
        text={t('accountOrders.notFoundText')}
        action={{ label: t('accountOrders.back'), to: paths.account.href({ tab: 'orders' }) }}
      />
    );
  } else if (isError) {
    body = <LoadFailed message={t('accountOrders.orderLoadFailed')} onRetry={() => void refetch()} />;
  } else {
    body = <OrderShown order={order} parts={parts} />;
  }
  return (
    <div className="grid gap-4">
      <div>
        <BackToOrders />
      </div>
      {body}
    </div>
  );
}

function OrderShown({ order, parts }: { order: OrderView; parts: OrderParts }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Opening an order replaces the list in place: the reader's focus and view follow it.
  useEffect(() => headingRef.current?.focus(), [order.orderNumber]);
  return (
    <article aria-labelledby={titleId} className="grid gap-5">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2
            id={titleId}
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-bold tracking-tight break-words text-zinc-950 outline-none sm:text-3xl"
          >
            {t('accountOrders.detailTitle', { number: order.orderNumber })}
          </h2>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-zinc-600">
            <OrderStatus status={order.status} parts={parts} />
            {t('orders.placedOn', { date: formatLongDate(order.createdAt, i18n.resolvedLanguage ?? 'en') })}
          </p>
        </div>
        <BuyAgainButton order={order} className="w-full sm:w-auto" />
      </header>

      <OrderProgressSteps order={order} parts={parts} />

      {/* On a phone the facts (tracking, delivery, total) come first; on a wide screen they sit beside the items. */}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderFacts order={order} parts={parts} />
        </div>
        <div className="grid gap-5 lg:col-start-1 lg:row-start-1">
          <parts.Items order={order} />
          {order.shippingAddress && <parts.ShippingAddress address={order.shippingAddress} />}
        </div>
      </div>
    </article>
  );
}
