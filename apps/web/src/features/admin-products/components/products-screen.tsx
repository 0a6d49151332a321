import {
  adminProductSorts,
  adminProductStatuses,
  adminProductStockFilters,
  LOW_STOCK_MAX,
  type AdminProductRow,
} from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { useAdminProducts } from '../api/get-products';
import { useProductFormOptions } from '../api/get-form-options';
import { useDeleteProduct } from '../api/save-product';
import { ProductFormDialog } from './product-form-dialog';

const columnHelper = dataTableColumns<AdminProductRow>();
const stockLabels = { in: 'products.stockIn', low: 'products.stockLow', out: 'products.stockOut' } as const;
/** The created day as the list has always shown it: 11/25/2026. */
const NUMERIC_DAY = { year: 'numeric', month: 'numeric', day: 'numeric' } as const;
const statusLabels = {
  active: 'products.statusActive',
  archived: 'products.statusArchived',
  all: 'products.statusAll',
} as const;

/** ADM-PROD-01, 05: the admin's products, newest first, searchable, filterable, sortable, paged; create, edit, delete. */
export function ProductsScreen() {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: adminProductSorts, filters: ['categoryId', 'stock', 'status'] as const });
  const products = useAdminProducts(list.query);
  const options = useProductFormOptions();
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeleteProduct(),
    variables: (row: AdminProductRow) => row.id,
    texts: () => ({
      title: t('products.deleteTitle'),
      description: t('products.deleteConfirm'),
      confirmLabel: t('products.deleteAction'),
      cancelLabel: t('products.cancel'),
    }),
  });

  const columns = useMemo(
    () => [
      columnHelper.display({
        id: 'image',
        header: () => <span className="sr-only">{t('products.columns.image')}</span>,
        cell: ({ row }) => (
          <Thumbnail
            src={row.original.thumbnailUrl}
            width={48}
            height={48}
            fallbackLabel={t('products.noImage')}
            className="size-12 rounded-md"
          />
        ),
        meta: { className: 'w-16' },
      }),
      columnHelper.accessor('title', {
        id: 'title',
        header: t('products.columns.title'),
        enableSorting: true,
        meta: { rowHeader: true, className: 'min-w-48' },
      }),
      columnHelper.accessor('categoryName', {
        id: 'category',
        header: t('products.columns.category'),
        enableSorting: false,
        cell: (cell) => cell.getValue() ?? <span className="text-zinc-500">{t('products.noCategory')}</span>,
      }),
      columnHelper.accessor('priceCents', {
        id: 'price',
        header: t('products.columns.price'),
        enableSorting: true,
        cell: (cell) => formatMoney(cell.getValue()),
        meta: { className: 'text-end tabular-nums' },
      }),
      columnHelper.accessor('stockQuantity', {
        id: 'stock',
        header: t('products.columns.stock'),
        enableSorting: true,
        cell: (cell) => {
          const stock = cell.getValue();
          return (
            <span className="inline-flex items-center gap-2 tabular-nums">
              {stock}
              {stock === 0 ? (
                <Badge tone="danger">{t('products.outBadge')}</Badge>
              ) : stock <= LOW_STOCK_MAX ? (
                <Badge tone="warning">{t('products.lowBadge')}</Badge>
              ) : null}
            </span>
          );
        },
      }),
      columnHelper.accessor('archived', {
        id: 'status',
        header: t('products.columns.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Badge tone="neutral">{t('products.archivedBadge')}</Badge>
          ) : (
            <Badge tone="success">{t('products.activeBadge')}</Badge>
          ),
      }),
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        header: t('products.columns.created'),
        enableSorting: true,
        cell: (cell) => formatDate(cell.getValue(), i18n.language, NUMERIC_DAY),
        meta: { className: 'whitespace-nowrap' },
      }),
    ],
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="admin-products-title" className="grid gap-5">
      <h2 id="admin-products-title" className="text-xl font-semibold text-zinc-900">
        {t('products.title')}
      </h2>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('products.searchLabel')}
        searchPlaceholder={t('products.searchPlaceholder')}
        filters={
          <>
            <ListFilter
              label={t('products.categoryFilter')}
              value={list.filters.categoryId ?? ''}
              onChange={(value) => list.setFilter('categoryId', value)}
            >
              <option value="">{t('products.allCategories')}</option>
              {options.data?.categories.map((category) => (
                <option key={category.id} value={category.id}>
                  {category.name}
                </option>
              ))}
            </ListFilter>
            <ListFilter
              label={t('products.stockFilter')}
              value={list.filters.stock ?? ''}
              onChange={(value) => list.setFilter('stock', value)}
            >
              <option value="">{t('products.anyStock')}</option>
              {adminProductStockFilters.map((stock) => (
                <option key={stock} value={stock}>
                  {t(stockLabels[stock])}
                </option>
              ))}
            </ListFilter>
            <ListFilter
              label={t('products.statusFilter')}
              value={list.filters.status ?? 'active'}
              onChange={(value) => list.setFilter('status', value === 'active' ? undefined : value)}
            >
              {adminProductStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(statusLabels[status])}
                </option>
              ))}
            </ListFilter>
          </>
        }
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('products.newProduct')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, products)}
        label={t('products.title')}
        columns={columns}
        getRowId={(row) => String(row.id)}
        errorText={t('products.loadFailed')}
        empty={t('products.empty')}
        rowActions={(row) => (
          <RowActions
            edit={{ label: t('products.editLabel', { title: row.title }), onClick: () => edit.openEdit(row.id) }}
            remove={{ label: t('products.deleteLabel', { title: row.title }), onClick: () => remove.ask(row) }}
          />
        )}
      />
      <ProductFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
