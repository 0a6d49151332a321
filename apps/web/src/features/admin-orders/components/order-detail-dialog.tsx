import type { AdminOrderDetail } from '@marquee/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DetailDialog, DetailFacts, DetailSection } from '@/components/admin/detail-dialog';
import { Button } from '@/components/ui/button';
import { DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { OrderLineImage } from '@/components/ui/order-line-image';
import { useAdminOrder } from '../api/get-order';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { BASE_CURRENCY, formatMinorUnits, formatMoney } from '@/lib/money';
import { OrderActions } from './order-actions';
import { OrderDocumentLinks } from './order-document-links';
import { StatusBadge } from './status-badge';
import { TestOrderBadge } from './test-order-badge';

interface OrderDetailDialogProps {
  orderNumber: string | null;
  onClose: () => void;
}

/** One order: items, totals, address, payment, history and the moves its status allows. */
export function OrderDetailDialog({ orderNumber, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation('admin');
  const order = useAdminOrder(orderNumber);

  return (
    <DetailDialog
      open={orderNumber !== null}
      onClose={onClose}
      header={
        <>
          <Button variant="ghost" size="sm" onClick={onClose}>
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('orders.detail.back')}
          </Button>
          <DialogTitle className="font-mono">{t('orders.detail.title', { number: orderNumber ?? '' })}</DialogTitle>
          {order.data && <StatusBadge status={order.data.status} />}
          {order.data?.isTest && <TestOrderBadge />}
        </>
      }
      query={order}
      failedText={t('orders.detail.failed')}
    >
      {(data) => <OrderDetail order={data} />}
    </DetailDialog>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const { currency, minorUnitDigits, amounts } = order.display;
  const money = (minor: number) => formatMinorUnits(minor, minorUnitDigits, { code: currency }, locale);
  const usd = (cents: number) => formatMoney(cents, BASE_CURRENCY, locale);
  const address = order.shippingAddress;
  const charged = order.payment.charged;
  const chargedMoney = (minor: number) =>
    charged ? formatMinorUnits(minor, charged.minorUnitDigits, { code: charged.currency }, locale) : '';
  // A partial refund keeps the order in its status (issue 26): say how much went back.
  const refunded =
    charged && order.refundedMinor > 0
      ? t('orders.detail.refunded', {
          amount: chargedMoney(order.refundedMinor),
          total: chargedMoney(charged.amountMinor),
        })
      : null;
  const dash = '—';

  return (
    <div className="grid gap-5">
      <DialogDescription>
        {t('orders.detail.placed', { date: formatDateTime(order.createdAt, locale), email: order.email })}
      </DialogDescription>

      <DetailSection title={t('orders.detail.actions')}>
        <OrderActions order={order} />
      </DetailSection>

      <DetailSection title={t('merchantTools.documents.title')}>
        <OrderDocumentLinks orderNumber={order.orderNumber} />
      </DetailSection>

      <DetailSection title={t('orders.detail.items')}>
        <ul className="grid gap-3">
          {order.items.map((item, index) => (
            <li key={`${item.productId ?? 'x'}-${index}`} className="flex items-center gap-3">
              <OrderLineImage item={item} size="md" />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium text-zinc-900">{item.name}</p>
                <p className="text-zinc-600">
                  {t('orders.detail.quantityPrice', {
                    quantity: item.quantity,
                    price: usd(item.unitPriceCents),
                  })}
                </p>
              </div>
              <p className="text-sm font-semibold whitespace-nowrap tabular-nums">{money(item.lineTotal)}</p>
            </li>
          ))}
        </ul>
        <dl className="ms-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm tabular-nums">
          <dt className="text-zinc-600">{t('orders.detail.subtotal')}</dt>
          <dd className="text-end">{money(amounts.subtotal)}</dd>
          {amounts.discount > 0 && (
            <>
              <dt className="text-zinc-600">
                {order.coupon
                  ? t('orders.detail.discountCode', { code: order.coupon.code })
                  : t('orders.detail.discount')}
              </dt>
              <dd className="text-end">−{money(amounts.discount)}</dd>
            </>
          )}
          <dt className="text-zinc-600">{t('orders.detail.shipping')}</dt>
          <dd className="text-end">{money(amounts.shipping)}</dd>
          {amounts.dreamBox > 0 && (
            <>
              <dt className="text-zinc-600">{t('orders.detail.dreamBox')}</dt>
              <dd className="text-end">{money(amounts.dreamBox)}</dd>
            </>
          )}
          <dt className="border-t border-zinc-200 pt-1 font-semibold">{t('orders.detail.total')}</dt>
          <dd className="border-t border-zinc-200 pt-1 text-end font-semibold">{money(amounts.total)}</dd>
          {currency !== 'USD' && (
            <>
              <dt className="text-zinc-600">{t('orders.detail.totalUsd')}</dt>
              <dd className="text-end text-zinc-600">{usd(order.usd.total)}</dd>
            </>
          )}
        </dl>
        {refunded && (
          <p className="ms-auto text-sm font-semibold text-violet-900" data-testid="order-refunded">
            {refunded}
          </p>
        )}
      </DetailSection>

      <div className="grid gap-5 sm:grid-cols-2">
        <DetailSection title={t('orders.detail.address')}>
          {address ? (
            <address className="text-sm text-zinc-900 not-italic">
              {address.name}
              <br />
              {address.line1}
              {address.line2 && (
                <>
                  <br />
                  {address.line2}
                </>
              )}
              <br />
              {[address.postalCode, address.city, address.region].filter(Boolean).join(' ')}
              <br />
              {address.country}
            </address>
          ) : (
            <p className="text-sm text-zinc-600">{t('orders.detail.noAddress')}</p>
          )}
          {order.trackingNumber && (
            <DetailFacts
              rows={[
                [t('orders.detail.carrier'), order.carrier ?? dash],
                [t('orders.detail.trackingNumber'), <span className="font-mono">{order.trackingNumber}</span>],
                [
                  t('orders.detail.estimatedDelivery'),
                  order.estimatedDelivery
                    ? formatDate(order.estimatedDelivery, locale, { dateStyle: 'medium', utc: true })
                    : dash,
                ],
              ]}
            />
          )}
        </DetailSection>

        <DetailSection title={t('orders.detail.payment')}>
          <DetailFacts
            rows={[
              [t('orders.detail.provider'), order.payment.provider],
              [t('orders.detail.method'), order.payment.method ?? dash],
              [
                t('orders.detail.providerOrderId'),
                <span className="font-mono text-xs break-all">{order.payment.providerOrderId ?? dash}</span>,
              ],
              [
                t('orders.detail.captureId'),
                <span className="font-mono text-xs break-all">{order.payment.captureId ?? dash}</span>,
              ],
              [t('orders.detail.charged'), charged ? chargedMoney(charged.amountMinor) : t('orders.detail.notCharged')],
              ...(refunded ? [[t('orders.status.refunded'), refunded] as [string, string]] : []),
              [t('orders.detail.paidAt'), order.paidAt ? formatDateTime(order.paidAt, locale) : dash],
            ]}
          />
        </DetailSection>
      </div>

      <DetailSection title={t('orders.detail.history')}>
        <ol className="grid gap-2 text-sm">
          {order.history.map((entry, index) => (
            <li key={index} className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <time dateTime={entry.createdAt} className="text-zinc-600 tabular-nums">
                {formatDateTime(entry.createdAt, locale)}
              </time>
              {entry.fromStatus ? (
                <>
                  <StatusBadge status={entry.fromStatus} />
                  <span aria-hidden="true" className="rtl:rotate-180">
                    →
                  </span>
                  <span className="sr-only">{t('orders.detail.to')}</span>
                </>
              ) : null}
              <StatusBadge status={entry.toStatus} />
              <span className="text-zinc-700">
                {t('orders.detail.by', {
                  actor: t(`orders.actor.${entry.actor}`, { defaultValue: entry.actor }),
                })}
              </span>
              {entry.note && <span className="w-full text-zinc-600">{entry.note}</span>}
            </li>
          ))}
        </ol>
      </DetailSection>
    </div>
  );
}
