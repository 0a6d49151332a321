import type { AdminOrderDetail } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '@/lib/money';
import { cn } from '@/lib/utils';

type OrderLine = AdminOrderDetail['items'][number];

interface LineColumn {
  header: string;
  /** Width, alignment and visibility, the same for the heading and the cells. */
  className: string;
  cell: (item: OrderLine) => ReactNode;
}

/** The order's lines as a table, one column per entry; a row never splits across two pages. */
function LinesTable({ order, columns }: { order: AdminOrderDetail; columns: LineColumn[] }) {
  const { t } = useTranslation('admin');
  return (
    <table className="w-full border-collapse tabular-nums">
      <caption className="sr-only">{t('merchantTools.document.items')}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cn(
                'border-b-2 border-zinc-300 pb-2 text-xs font-semibold tracking-wide text-zinc-600 uppercase',
                column.className,
              )}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {order.items.map((item, index) => (
          <tr key={`${item.productId ?? 'x'}-${index}`} className="break-inside-avoid">
            {columns.map((column, columnIndex) => (
              <td
                key={column.header}
                className={cn('border-b border-zinc-200 py-2 align-top', columnIndex === 0 && 'pe-2', column.className)}
              >
                {column.cell(item)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The invoice's lines with their prices, then the totals in the order's currency (and what was charged or refunded). */
export function InvoiceLines({ order }: { order: AdminOrderDetail }) {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const { currency, minorUnitDigits, amounts } = order.display;
  const money = (minor: number) => formatMinorUnits(minor, minorUnitDigits, { code: currency }, locale);
  const charged = order.payment.charged;
  const chargedMoney = (minor: number) =>
    charged ? formatMinorUnits(minor, charged.minorUnitDigits, { code: charged.currency }, locale) : '';
  const rows: [string, string, boolean?][] = [
    [t('merchantTools.document.subtotal'), money(amounts.subtotal)],
    ...(amounts.discount > 0
      ? ([
          [
            order.coupon
              ? t('merchantTools.document.discountCode', { code: order.coupon.code })
              : t('merchantTools.document.discount'),
            `−${money(amounts.discount)}`,
          ],
        ] as [string, string][])
      : []),
    [t('merchantTools.document.shipping'), money(amounts.shipping)],
    ...(amounts.dreamBox > 0
      ? ([[t('merchantTools.document.dreamBox'), money(amounts.dreamBox)]] as [string, string][])
      : []),
    [t('merchantTools.document.total', { currency }), money(amounts.total), true],
  ];

  return (
    <>
      <LinesTable
        order={order}
        columns={[
          { header: t('merchantTools.document.item'), className: 'text-start', cell: (item) => item.name },
          { header: t('merchantTools.document.quantity'), className: 'w-12 text-end', cell: (item) => item.quantity },
          {
            header: t('merchantTools.document.unitPrice'),
            // On a phone's screen the unit price gives its room to the titles; paper always has it.
            className: 'hidden w-24 ps-3 text-end whitespace-nowrap sm:table-cell print:table-cell',
            cell: (item) => money(item.unitPrice),
          },
          {
            header: t('merchantTools.document.lineTotal'),
            className: 'w-24 ps-3 text-end whitespace-nowrap',
            cell: (item) => money(item.lineTotal),
          },
        ]}
      />
      <div className="ms-auto grid w-full max-w-72 gap-1 tabular-nums">
        <dl className="grid grid-cols-[1fr_auto] gap-y-1">
          {rows.map(([term, value, total]) => (
            <div key={term} className="contents">
              <dt
                className={cn('pe-4', total ? 'border-t border-zinc-300 pt-1.5 text-base font-bold' : 'text-zinc-600')}
              >
                {term}
              </dt>
              <dd className={cn('text-end', total && 'border-t border-zinc-300 pt-1.5 text-base font-bold')}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
        {/* Paid in another currency than shown (decision "Charging currency"): the money taken. */}
        {charged && charged.currency !== currency && (
          <p className="text-end text-zinc-600">
            {t('merchantTools.document.charged', { amount: chargedMoney(charged.amountMinor) })}
          </p>
        )}
        {charged && order.refundedMinor > 0 && (
          <p className="text-end font-semibold text-violet-900">
            {t('merchantTools.document.refunded', { amount: chargedMoney(order.refundedMinor) })}
          </p>
        )}
      </div>
    </>
  );
}

/** The packing slip's lines: quantities and a box to tick, no prices. */
export function PackingLines({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin');
  const units = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <LinesTable
        order={order}
        columns={[
          { header: t('merchantTools.document.item'), className: 'text-start', cell: (item) => item.name },
          {
            header: t('merchantTools.document.quantity'),
            className: 'w-16 text-end',
            cell: (item) => <span className="text-base font-semibold">{item.quantity}</span>,
          },
          {
            header: t('merchantTools.document.packed'),
            className: 'w-20 text-center',
            // A box the packer ticks with a pen.
            cell: () => <span aria-hidden="true" className="inline-block size-4 rounded-sm border border-zinc-500" />,
          },
        ]}
      />
      <p className="text-end font-semibold">{t('merchantTools.document.units', { count: units })}</p>
    </>
  );
}
