import { adminCustomerSorts, apiPaths, type AdminCustomerRow } from '@marquee/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ExportCsvLink } from '@/components/admin/export-csv-link';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { BASE_CURRENCY, formatMoney } from '@/lib/money';
import { useAdminCustomers } from '../api/get-customers';
import { fullName } from '../lib/customer-name';
import { CustomerDetailDialog } from './customer-detail-dialog';
import { SignInBadge } from './sign-in-badge';

const columnHelper = dataTableColumns<AdminCustomerRow>();

/** The admin's Customers tab: search, sort, one page of customers and a customer's detail (`?edit=<id>`). */
export function CustomersScreen() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  // The server's sorts name a column and a direction together ('spent_desc'): `sort` holds one, `dir` stays unused.
  const list = useListState({ sortable: adminCustomerSorts });
  const customers = useAdminCustomers({
    page: list.page,
    pageSize: list.pageSize,
    sort: list.sort,
    q: list.q || undefined,
  });
  const detail = useEditParam();
  const searchError = isApiError(customers.error) ? customers.error.fields?.q : undefined;
  const { openEdit: open } = detail;

  const columns = useMemo(
    () => [
      columnHelper.display({
        id: 'name',
        header: t('customers.columns.name'),
        meta: { rowHeader: true },
        cell: ({ row: { original: customer } }) => (
          <button
            type="button"
            className="rounded text-start font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent"
            onClick={() => open(customer.id)}
          >
            {fullName(customer) || t('customers.noName')}
          </button>
        ),
      }),
      columnHelper.accessor('email', { id: 'email', enableSorting: false, header: t('customers.columns.email') }),
      columnHelper.accessor('orderCount', {
        id: 'orderCount',
        enableSorting: false,
        header: t('customers.columns.orders'),
        meta: { className: 'tabular-nums' },
      }),
      columnHelper.accessor('totalSpentCents', {
        id: 'totalSpentCents',
        enableSorting: false,
        header: t('customers.columns.spent'),
        meta: { className: 'tabular-nums' },
        cell: (cell) => formatMoney(cell.getValue(), BASE_CURRENCY, locale),
      }),
      columnHelper.accessor('joinedAt', {
        id: 'joinedAt',
        enableSorting: false,
        header: t('customers.columns.joined'),
        cell: (cell) => formatDate(cell.getValue(), locale),
      }),
      columnHelper.accessor('disabled', {
        id: 'disabled',
        enableSorting: false,
        header: t('customers.columns.status'),
        cell: (cell) => <SignInBadge disabled={cell.getValue()} />,
      }),
    ],
    [t, locale, open],
  );

  return (
    <section aria-labelledby="admin-customers-title" className="grid gap-5">
      <ScreenHeading
        id="admin-customers-title"
        title={t('customers.title')}
        // Every customer the search matches, newest first (the sort is the spreadsheet's).
        actions={
          <ExportCsvLink
            href={apiPaths.admin.customersExport.href({ q: list.q || undefined })}
            disabled={Boolean(searchError)}
          />
        }
      />
      <form role="search" aria-label={t('customers.filters.label')} onSubmit={(event) => event.preventDefault()}>
        <ListToolbar
          search={list.q}
          onSearch={list.setSearch}
          searchLabel={t('customers.filters.search')}
          searchPlaceholder={t('customers.filters.searchPlaceholder')}
          searchError={searchError}
          filters={
            <ListFilter
              label={t('customers.filters.sort')}
              value={list.sort}
              onChange={(value) =>
                list.setSort(adminCustomerSorts.find((sort) => sort === value) ?? adminCustomerSorts[0], list.dir)
              }
            >
              {adminCustomerSorts.map((option) => (
                <option key={option} value={option}>
                  {t(`customers.sorts.${option}`)}
                </option>
              ))}
            </ListFilter>
          }
        />
      </form>
      <DataTable
        {...listTableProps(list, customers)}
        // A search the server refuses is told at the search box.
        isError={customers.isError && !searchError}
        label={t('customers.caption')}
        columns={columns}
        getRowId={(customer) => customer.id}
        onRowClick={(customer) => open(customer.id)}
        errorText={t('customers.failed')}
        empty={list.q ? t('customers.noMatch', { q: list.q }) : t('customers.empty')}
      />
      <CustomerDetailDialog customerId={detail.id} onClose={detail.close} />
    </section>
  );
}
