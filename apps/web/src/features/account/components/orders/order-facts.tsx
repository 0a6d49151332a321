import type { OrderView } from '@marquee/contracts';
import { ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { formatLongDate } from '@/lib/format-date';
import type { OrderParts } from './order-parts';

/**
 * ACC-20: the order's number, tracking number, estimated delivery, date, currency and total, with
 * what the total is made of. Its own card rather than the order pages' summary: that one reads a
 * cancelled or refunded order as Pending (SF-TRACK-02), which the account must not.
 */
export function OrderFacts({ order, parts }: { order: OrderView; parts: OrderParts }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const locale = i18n.resolvedLanguage ?? 'en';
  const { amounts } = order.display;
  const money = (amount: number) => <parts.Money display={order.display} amount={amount} />;
  // Charged in another currency than shown (the charge-currency decision): say what was taken.
  const charged = order.charged && order.charged.currency !== order.display.currency ? order.charged : null;
  return (
    <section aria-labelledby={titleId} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
      <h3 id={titleId} className="text-lg font-bold text-zinc-950">
        {t('accountOrders.factsTitle')}
      </h3>
      <dl className="mt-4 grid gap-3 text-sm">
        <Fact term={t('accountOrders.orderNumber')}>
          <span className="font-mono">{order.orderNumber}</span>
        </Fact>
        <Fact term={t('accountOrders.trackingNumber')}>
          <TrackingNumber order={order} />
        </Fact>
        <Fact term={t('accountOrders.estimatedDelivery')}>
          {order.estimatedDelivery ? formatLongDate(order.estimatedDelivery, locale) : t('accountOrders.notKnown')}
        </Fact>
        <Fact term={t('accountOrders.orderDate')}>{formatLongDate(order.createdAt, locale)}</Fact>
        <Fact term={t('accountOrders.currency')}>{order.display.currency}</Fact>
        <Fact term={t('orders.paymentMethod')}>{order.paymentMethod}</Fact>
        <Fact term={t('orders.subtotal')} separated>
          {money(amounts.subtotal)}
        </Fact>
        {amounts.discount > 0 && (
          <Fact
            term={order.couponCode ? t('orders.discountWithCode', { code: order.couponCode }) : t('orders.discount')}
          >
            <span className="text-emerald-700">−{money(amounts.discount)}</span>
          </Fact>
        )}
        <Fact term={t('orders.shipping')}>
          {amounts.shipping === 0 ? (
            <span className="text-emerald-700">{t('orders.free')}</span>
          ) : (
            money(amounts.shipping)
          )}
        </Fact>
        {amounts.dreamBox > 0 && <Fact term={t('orders.dreamBox')}>{money(amounts.dreamBox)}</Fact>}
        <div className="flex items-baseline justify-between gap-4 border-t border-zinc-200 pt-3 text-base">
          <dt className="font-bold text-zinc-950">{t('accountOrders.total')}</dt>
          <dd className="text-xl font-extrabold text-zinc-950 tabular-nums" data-testid="account-order-total">
            {money(amounts.total)}
          </dd>
        </div>
        {charged && (
          <Fact term={t('orders.charged')}>
            <parts.Money display={charged} amount={charged.amountMinor} />
          </Fact>
        )}
        {/* Part or all of the payment given back (issue 26), in the currency it was charged in. */}
        {order.charged && order.refundedMinor > 0 && (
          <Fact term={t('orders.refunded')}>
            <span data-testid="account-order-refunded">
              <parts.Money display={order.charged} amount={order.refundedMinor} />
            </span>
          </Fact>
        )}
      </dl>
    </section>
  );
}

/** A link to the carrier's page when the server knows one; the number alone otherwise. */
function TrackingNumber({ order }: { order: OrderView }) {
  const { t } = useTranslation();
  if (!order.trackingNumber) return <span className="text-zinc-600">{t('accountOrders.notYetShipped')}</span>;
  const number = <span className="font-mono">{order.trackingNumber}</span>;
  if (!order.trackingUrl) return number;
  return (
    <a
      href={order.trackingUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('accountOrders.trackingLink', { number: order.trackingNumber })}
      className="inline-flex items-center gap-1 rounded text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-accent"
    >
      {number}
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  );
}

function Fact({ term, separated = false, children }: { term: string; separated?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex items-center justify-between gap-4', separated && 'border-t border-zinc-200 pt-3')}>
      <dt className="text-zinc-600">{term}</dt>
      <dd className="min-w-0 text-end font-semibold break-words text-zinc-900 tabular-nums">{children}</dd>
    </div>
  );
}
