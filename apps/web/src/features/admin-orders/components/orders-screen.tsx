import { apiPaths, orderStatusNames, type AdminOrderRow } from '@marquee/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ExportCsvLink } from '@/components/admin/export-csv-link';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { isApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { formatMinorUnits } from '@/lib/money';
import { useAdminOrders } from '../api/get-orders';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrderFilters, orderFilterNames } from './order-filters';
import { StatusBadge } from './status-badge';
import { TestOrderBadge } from './test-order-badge';

const columnHelper = dataTableColumns<AdminOrderRow>();

/** The admin's Orders tab: filters, one page of orders (newest first) and an order's detail (`?edit=<number>`). */
export function OrdersScreen() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  // Orders come newest first, the only order the server offers: the Date column says so (aria-sort).
  const list = useListState({ sortable: ['createdAt'], filters: orderFilterNames });
  const { status, from, to } = list.filters;
  const filters = {
    status: orderStatusNames.find((name) => name === status),
    from: from || undefined,
    to: to || undefined,
    q: list.q || undefined,
  };
  const orders = useAdminOrders({ page: list.page, pageSize: list.pageSize, ...filters });
  const detail = useEditParam();
  const fields = isApiError(orders.error) ? orders.error.fields : undefined;
  const dateError = fields?.to ?? fields?.from;
  const searchError = fields?.q;
  const { openEdit: open } = detail;

  const columns = useMemo(
    () => [
      columnHelper.accessor('orderNumber', {
        id: 'orderNumber',
        enableSorting: false,
        header: t('orders.columns.number'),
        meta: { rowHeader: true },
        cell: (cell) => (
          <span className="inline-flex items-center gap-2">
            <button
              type="button"
              className="rounded font-mono font-semibold whitespace-nowrap text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent"
              onClick={() => open(cell.getValue())}
            >
              {cell.getValue()}
            </button>
            {cell.row.original.isTest && <TestOrderBadge short />}
          </span>
        ),
      }),
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        enableSorting: false,
        header: t('orders.columns.date'),
        cell: (cell) => formatDateTime(cell.getValue(), locale),
      }),
      columnHelper.accessor('email', { id: 'email', enableSorting: false, header: t('orders.columns.customer') }),
      columnHelper.accessor('status', {
        id: 'status',
        enableSorting: false,
        header: t('orders.columns.status'),
        cell: (cell) => <StatusBadge status={cell.getValue()} />,
      }),
      columnHelper.accessor('itemCount', { id: 'itemCount', enableSorting: false, header: t('orders.columns.items') }),
      columnHelper.accessor('total', {
        id: 'total',
        enableSorting: false,
        header: t('orders.columns.total'),
        meta: { className: 'tabular-nums' },
        cell: (cell) => {
          const total = cell.getValue();
          return formatMinorUnits(total.amountMinor, total.minorUnitDigits, { code: total.currency }, locale);
        },
      }),
    ],
    [t, locale, open],
  );

  return (
    <section aria-labelledby="admin-orders-title" className="grid gap-5">
      <ScreenHeading
        id="admin-orders-title"
        title={t('orders.title')}
        // Every order the filters match, not only this page (issue 29).
        actions={
          <ExportCsvLink
            href={apiPaths.admin.ordersExport.href(filters)}
            disabled={Boolean(dateError ?? searchError)}
          />
        }
      />
      <OrderFilters list={list} searchError={searchError} dateError={dateError} />
      <DataTable
        {...listTableProps(list, orders)}
        // A bad search or date range is told at its field.
        isError={orders.isError && !dateError && !searchError}
        label={t('orders.title')}
        columns={columns}
        getRowId={(order) => order.orderNumber}
        onRowClick={(order) => open(order.orderNumber)}
        errorText={t('orders.failed')}
        empty={t('orders.empty')}
      />
      <OrderDetailDialog orderNumber={detail.id} onClose={detail.close} />
    </section>
  );
}
