import { paths, type OrderView } from '@marquee/contracts';
import { ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderLineImage } from '@/components/ui/order-line-image';
import { formatLongDate } from '@/lib/format-date';
import { previewItems } from './item-preview';
import type { OrderParts } from './order-parts';
import { OrderStatus } from './order-status';

/** One order in the list (ACC-16, ACC-17): number, date, status, total and its first two lines. */
export function OrderListCard({ order, parts }: { order: OrderView; parts: OrderParts }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const { shown, hidden } = previewItems(order.items);
  return (
    <article
      aria-labelledby={titleId}
      className="relative rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200/70 transition-shadow hover:shadow-md sm:p-5"
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-base font-bold text-zinc-950 sm:text-lg">
            {/* The whole card opens the order: the link's box is stretched over it. */}
            <Link
              to={paths.account.href({ tab: 'orders', order: order.orderNumber })}
              className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:ring-2 focus-visible:after:ring-accent"
            >
              {t('orders.orderNumberValue', { number: order.orderNumber })}
            </Link>
          </h3>
          <p className="mt-0.5 text-sm text-zinc-600">
            {t('orders.placedOn', { date: formatLongDate(order.createdAt, i18n.resolvedLanguage ?? 'en') })}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <OrderStatus status={order.status} parts={parts} />
          <p className="text-base font-extrabold text-zinc-950 tabular-nums sm:text-lg">
            <span className="sr-only">{t('accountOrders.total')}: </span>
            <parts.Money display={order.display} amount={order.display.amounts.total} />
          </p>
        </div>
      </header>

      <div className="mt-4 flex items-end justify-between gap-3">
        <ul className="grid min-w-0 gap-2">
          {shown.map((item, index) => (
            <li key={`${item.productId ?? 'x'}-${index}`} className="flex min-w-0 items-center gap-3">
              <OrderLineImage item={item} size="sm" />
              <span className="min-w-0 text-sm text-zinc-800">
                <span className="line-clamp-2">{item.name}</span>
                <span className="text-zinc-600">{t('orders.quantity', { count: item.quantity })}</span>
              </span>
            </li>
          ))}
          {hidden > 0 && (
            <li className="text-sm font-medium text-zinc-600">{t('accountOrders.moreItems', { count: hidden })}</li>
          )}
        </ul>
        <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
          {t('accountOrders.viewDetails')}
          <ChevronRight className="size-4 rtl:rotate-180" />
        </span>
      </div>
    </article>
  );
}
