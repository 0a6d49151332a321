import type { OrderView } from '@marquee/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderLineImage } from '@/components/ui/order-line-image';
import { isShipping } from '../utils/order-status';
import { formatLongDate } from '@/lib/format-date';
import { OrderProgress } from './order-progress';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { TrackPackage } from './track-package';
import { useOrderMoney } from './use-order-money';

/** Items shown per order before '+N more items'. */
const ITEMS_SHOWN = 2;

/** One order on /order-tracking: number, date, status, total, items, timeline; progress and Track Package while shipping. */
export function OrderTrackingCard({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const money = useOrderMoney(order.display);
  const locale = i18n.resolvedLanguage ?? 'en';
  const shipping = isShipping(order.status);
  const itemCount = order.items.reduce((sum, item) => sum + item.quantity, 0);
  const hidden = order.items.length - ITEMS_SHOWN;
  return (
    <article aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-bold text-zinc-950">
            {t('orders.orderNumberValue', { number: order.orderNumber })}
          </h3>
          <p className="mt-0.5 text-sm text-zinc-600">
            {t('orders.placedOn', { date: formatLongDate(order.createdAt, locale) })} ·{' '}
            {t('orders.tracking.itemsCount', { count: itemCount })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatusBadge status={order.status} />
          <p className="text-lg font-extrabold text-zinc-950 tabular-nums">
            <span className="sr-only">{t('orders.total')}: </span>
            {money(order.display.amounts.total)}
          </p>
        </div>
      </header>

      <ul className="mt-4 flex flex-wrap items-center gap-3">
        {order.items.slice(0, ITEMS_SHOWN).map((item, index) => (
          <li key={`${item.productId ?? 'x'}-${index}`} className="flex min-w-0 items-center gap-2">
            <OrderLineImage item={item} size="sm" />
            <span className="truncate text-sm text-zinc-800">
              {item.name} <span className="text-zinc-500">× {item.quantity}</span>
            </span>
          </li>
        ))}
        {hidden > 0 && <li className="text-sm text-zinc-600">{t('orders.tracking.moreItems', { count: hidden })}</li>}
      </ul>

      <div className="mt-5">
        <OrderTimeline orderNumber={order.orderNumber} status={order.status} />
      </div>

      {shipping && (
        <div className="mt-5 grid gap-4">
          <OrderProgress orderNumber={order.orderNumber} percent={order.progressPercent} />
          <div className="flex flex-wrap items-center justify-between gap-3">
            {order.estimatedDelivery && (
              <p className="text-sm text-zinc-700">
                {t('orders.tracking.estimatedDelivery')}:{' '}
                <span className="font-semibold text-zinc-950">{formatLongDate(order.estimatedDelivery, locale)}</span>
              </p>
            )}
            <TrackPackage tracking={order} />
          </div>
        </div>
      )}
    </article>
  );
}
