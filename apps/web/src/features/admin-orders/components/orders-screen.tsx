import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/admin/data-table';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useAdminOrders } from '../api/get-orders';
import { emptyOrderFilters, OrderFilters, type OrderFilterValues } from './order-filters';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersTable } from './orders-table';

const PAGE_SIZE = 25;

/** The admin's Orders tab: filters, one page of orders (newest first) and an order's detail. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<OrderFilterValues>(emptyOrderFilters);
  const [page, setPage] = useState(1);
  const [openOrder, setOpenOrder] = useState<string | null>(null);
  const orders = useAdminOrders({
    page,
    pageSize: PAGE_SIZE,
    status: filters.status || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    q: filters.q || undefined,
  });
  const open = useCallback((orderNumber: string) => setOpenOrder(orderNumber), []);
  const fields = isApiError(orders.error) ? orders.error.fields : undefined;
  const dateError = fields?.to ?? fields?.from;

  return (
    <section aria-labelledby="admin-orders-title" className="grid gap-5">
      <h2 id="admin-orders-title" className="text-xl font-semibold text-zinc-900">
        {t('admin.orders.title')}
      </h2>
      <OrderFilters
        value={filters}
        dateError={dateError}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {orders.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} className="h-12 w-full" />
          ))}
        </div>
      ) : orders.isError && !dateError ? (
        <Alert variant="destructive">
          {t('admin.orders.failed')}{' '}
          <Button variant="link" size="sm" onClick={() => void orders.refetch()}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : orders.data && orders.data.items.length > 0 ? (
        <div className="grid gap-4" aria-busy={orders.isFetching || undefined}>
          <OrdersTable rows={orders.data.items} onOpen={open} />
          <Pagination
            label={t('admin.orders.title')}
            page={orders.data.page}
            pageSize={orders.data.pageSize}
            total={orders.data.total}
            totalIsCapped={orders.data.totalIsCapped}
            onPageChange={setPage}
          />
        </div>
      ) : (
        <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">{t('admin.orders.empty')}</p>
      )}
      <OrderDetailDialog orderNumber={openOrder} onClose={() => setOpenOrder(null)} />
    </section>
  );
}
