import type { AdminCustomerListQuery } from '@marquee/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAdminCustomers } from '../api/get-customers';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { CustomerDetailDialog } from './customer-detail-dialog';
import { CustomerFilters } from './customer-filters';
import { CustomersTable } from './customers-table';

const PAGE_SIZE = 25;
const SEARCH_PAUSE_MS = 300;

type Sort = NonNullable<AdminCustomerListQuery['sort']>;

/** The admin's Customers tab: search, sort, one page of customers and a customer's detail. */
export function CustomersScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('joined_desc');
  const [page, setPage] = useState(1);
  const [openCustomer, setOpenCustomer] = useState<string | null>(null);
  const q = useDebouncedValue(search.trim(), SEARCH_PAUSE_MS);
  const customers = useAdminCustomers({ page, pageSize: PAGE_SIZE, sort, q: q || undefined });
  const open = useCallback((customerId: string) => setOpenCustomer(customerId), []);
  const searchError = isApiError(customers.error) ? customers.error.fields?.q : undefined;

  return (
    <section aria-labelledby="admin-customers-title" className="grid gap-5">
      <h2 id="admin-customers-title" className="text-xl font-semibold text-zinc-900">
        {t('adminCustomers.title')}
      </h2>
      <CustomerFilters
        search={search}
        onSearch={(next) => {
          setSearch(next);
          setPage(1);
        }}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          setPage(1);
        }}
        searchError={searchError}
      />
      {customers.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : customers.isError && !searchError ? (
        <Alert variant="destructive">
          {t('adminCustomers.failed')}{' '}
          <Button variant="link" size="sm" onClick={() => void customers.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : customers.data && customers.data.items.length > 0 ? (
        <div className="grid gap-4" aria-busy={customers.isFetching || undefined}>
          <CustomersTable rows={customers.data.items} onOpen={open} />
          <Pagination
            label={t('adminCustomers.title')}
            page={customers.data.page}
            pageSize={customers.data.pageSize}
            total={customers.data.total}
            totalIsCapped={customers.data.totalIsCapped}
            onPageChange={setPage}
          />
        </div>
      ) : (
        <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">
          {q ? t('adminCustomers.noMatch', { q }) : t('adminCustomers.empty')}
        </p>
      )}
      <CustomerDetailDialog customerId={openCustomer} onClose={() => setOpenCustomer(null)} />
    </section>
  );
}
