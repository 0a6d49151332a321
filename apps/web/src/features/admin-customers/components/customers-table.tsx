import type { AdminCustomerRow } from '@marquee/contracts';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatUsd } from '../lib/format';
import { SignInBadge } from './sign-in-badge';

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, AdminCustomerRow>();

interface CustomersTableProps {
  rows: AdminCustomerRow[];
  onOpen: (customerId: string) => void;
}

/** One page of customers; the name is the button that opens the detail (the row is a shortcut for pointers). */
export function CustomersTable({ rows, onOpen }: CustomersTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;

  const columns = useMemo(
    () =>
      helper.columns([
        helper.display({
          id: 'name',
          header: () => t('adminCustomers.columns.name'),
          cell: ({ row }) => {
            const name = `${row.original.firstName} ${row.original.lastName}`.trim();
            return (
              <button
                type="button"
                className="rounded text-start font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(row.original.id);
                }}
              >
                {name || t('adminCustomers.noName')}
              </button>
            );
          },
        }),
        helper.accessor('email', {
          header: () => t('adminCustomers.columns.email'),
          cell: (info) => <span className="whitespace-nowrap">{info.getValue()}</span>,
        }),
        helper.accessor('orderCount', {
          header: () => t('adminCustomers.columns.orders'),
          cell: (info) => <span className="tabular-nums">{info.getValue()}</span>,
        }),
        helper.accessor('totalSpentCents', {
          header: () => t('adminCustomers.columns.spent'),
          cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatUsd(info.getValue(), locale)}</span>,
        }),
        helper.accessor('joinedAt', {
          header: () => t('adminCustomers.columns.joined'),
          cell: (info) => <span className="whitespace-nowrap">{formatDate(info.getValue(), locale)}</span>,
        }),
        helper.accessor('disabled', {
          header: () => t('adminCustomers.columns.status'),
          cell: (info) => <SignInBadge disabled={info.getValue()} />,
        }),
      ]),
    [t, locale, onOpen],
  );

  const table = useTable({ features, columns, data: rows });

  return (
    <div className="overflow-x-auto rounded-xl ring-1 ring-zinc-200">
      <table className="w-full min-w-[48rem] text-start text-sm">
        <caption className="sr-only">{t('adminCustomers.caption')}</caption>
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
              onClick={() => onOpen(row.original.id)}
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
