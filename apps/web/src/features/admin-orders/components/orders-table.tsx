import type { AdminOrderRow } from '@marquee/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMinor } from '../lib/format';
import { StatusBadge } from './status-badge';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminOrderRow>();

interface OrdersTableProps {
  rows: AdminOrderRow[];
  onOpen: (orderNumber: string) => void;
}

/** One page of orders; the order number is the button that opens its detail (the row is a shortcut for pointers). */
export function OrdersTable({ rows, onOpen }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;

  const columns = useMemo(
    () =>
      helper.columns([
        helper.accessor('orderNumber', {
          header: () => t('admin.orders.columns.number'),
          cell: (info) => (
            <button
              type="button"
              className="rounded font-mono font-semibold whitespace-nowrap text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent"
              onClick={(event) => {
                event.stopPropagation();
                onOpen(info.getValue());
              }}
            >
              {info.getValue()}
            </button>
          ),
        }),
        helper.accessor('createdAt', {
          header: () => t('admin.orders.columns.date'),
          cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue(), locale)}</span>,
        }),
        helper.accessor('email', {
          header: () => t('admin.orders.columns.customer'),
          cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
        }),
        helper.accessor('status', {
          header: () => t('admin.orders.columns.status'),
          cell: (info) => <StatusBadge status={info.getValue()} />,
        }),
        helper.accessor('itemCount', {
          header: () => t('admin.orders.columns.items'),
          cell: (info) => info.getValue(),
        }),
        helper.accessor('total', {
          header: () => t('admin.orders.columns.total'),
          cell: (info) => {
            const total = info.getValue();
            return (
              <span className="whitespace-nowrap tabular-nums">
                {formatMinor(total.amountMinor, total.currency, total.minorUnitDigits, locale)}
              </span>
            );
          },
        }),
      ]),
    [t, locale, onOpen],
  );

  const table = useTable({ features, columns, data: rows });

  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-zinc-200">
      <table className="w-full min-w-[44rem] text-start text-sm">
        <caption className="sr-only">{t('admin.orders.caption')}</caption>
        <thead className="bg-zinc-50 text-xs tracking-wide text-zinc-600 uppercase">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" className="px-4 py-3 text-start font-semibold">
                  {header.isPlaceholder ? null : <table.FlexRender header={header} />}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-zinc-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className="cursor-pointer text-zinc-800 hover:bg-zinc-50"
              onClick={() => onOpen(row.original.orderNumber)}
            >
              {row.getAllCells().map((cell) => (
                <td key={cell.id} className="px-4 py-3 align-middle">
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
