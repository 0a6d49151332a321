import type { OrderView } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/ui/section-card';
import { cn } from '@/lib/utils';
import { OrderStatusBadge } from './order-status-badge';
import { useOrderMoney } from './use-order-money';

interface OrderSummaryCardProps {
  order: OrderView;
  title: string;
  /** Subtotal, discount, shipping and Dream Box above the total (the confirmation page). */
  showBreakdown?: boolean;
  className?: string;
}

/**
 * The order's number, status, payment method and total as the server recorded them (SF-CONF-03,
 * SF-THX-02): nothing here comes from the address bar.
 */
export function OrderSummaryCard({ order, title, showBreakdown = false, className }: OrderSummaryCardProps) {
  const { t } = useTranslation();
  const money = useOrderMoney(order.display);
  const chargedMoney = useOrderMoney(order.charged ?? order.display);
  const { amounts } = order.display;
  // Charged in another currency than shown (spec D "Charging currency"): say what was taken.
  const chargedElsewhere = order.charged && order.charged.currency !== order.display.currency ? order.charged : null;
  return (
    <SectionCard title={title} className={className}>
      <dl className="grid gap-3 text-sm">
        <Row term={t('orders.orderNumber')}>
          <span className="font-mono font-semibold text-zinc-950">{order.orderNumber}</span>
        </Row>
        <Row term={t('orders.status')}>
          <OrderStatusBadge status={order.status} />
        </Row>
        <Row term={t('orders.paymentMethod')}>{order.paymentMethod}</Row>
        {showBreakdown && (
          <>
            <Row term={t('orders.subtotal')} separated>
              {money(amounts.subtotal)}
            </Row>
            {amounts.discount > 0 && (
              <Row
                term={
                  order.couponCode ? t('orders.discountWithCode', { code: order.couponCode }) : t('orders.discount')
                }
              >
                <span className="text-emerald-700">−{money(amounts.discount)}</span>
              </Row>
            )}
            <Row term={t('orders.shipping')}>
              {amounts.shipping === 0 ? (
                <span className="text-emerald-700">{t('orders.free')}</span>
              ) : (
                money(amounts.shipping)
              )}
            </Row>
            {amounts.dreamBox > 0 && <Row term={t('orders.dreamBox')}>{money(amounts.dreamBox)}</Row>}
          </>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-zinc-200 pt-3 text-base">
          <dt className="font-bold text-zinc-950">{t('orders.total')}</dt>
          <dd className="text-xl font-extrabold text-zinc-950 tabular-nums" data-testid="order-total">
            {money(amounts.total)}
          </dd>
        </div>
        {chargedElsewhere && <Row term={t('orders.charged')}>{chargedMoney(chargedElsewhere.amountMinor)}</Row>}
        {/* Part or all of the payment given back (issue 26), in the currency it was charged in. */}
        {order.charged && order.refundedMinor > 0 && (
          <Row term={t('orders.refunded')}>
            <span data-testid="order-refunded">{chargedMoney(order.refundedMinor)}</span>
          </Row>
        )}
      </dl>
    </SectionCard>
  );
}

function Row({ term, separated = false, children }: { term: string; separated?: boolean; children: ReactNode }) {
  return (
    <div className={cn('flex items-center justify-between gap-4', separated && 'border-t border-zinc-200 pt-3')}>
      <dt className="text-zinc-600">{term}</dt>
      <dd className="text-end font-semibold text-zinc-900 tabular-nums">{children}</dd>
    </div>
  );
}
