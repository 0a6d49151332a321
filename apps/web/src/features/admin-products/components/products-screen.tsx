import {
  adminProductSorts,
  adminProductStatuses,
  adminProductStockFilters,
  LOW_STOCK_MAX,
  type AdminProductRow,
} from '@marquee/contracts';
import { ImageOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatMoney } from '@/lib/money';
import { useAdminProducts } from '../api/get-products';
import { useProductFormOptions } from '../api/get-form-options';
import { useDeleteProduct } from '../api/save-product';
import { ProductFormDialog } from './product-form-dialog';
import type { RenderMediaUpload } from './product-form-fields';

const columnHelper = dataTableColumns<AdminProductRow>();
const stockLabels = { in: 'products.stockIn', low: 'products.stockLow', out: 'products.stockOut' } as const;
const statusLabels = {
  active: 'products.statusActive',
  archived: 'products.statusArchived',
  all: 'products.statusAll',
} as const;

/** ADM-PROD-01, 05: the admin's products, newest first, searchable, filterable, sortable, paged; create, edit, delete. */
export function ProductsScreen({ renderMediaUpload }: { renderMediaUpload?: RenderMediaUpload } = {}) {
  const { t } = useTranslation('admin');
  const list = useListState({ sortable: adminProductSorts, filters: ['categoryId', 'stock', 'status'] as const });
  const products = useAdminProducts(list.query);
  const options = useProductFormOptions();
  const edit = useEditParam();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);

  const columns = useMemo(
    () => [
      columnHelper.display({
        id: 'image',
        header: () => <span className="sr-only">{t('products.columns.image')}</span>,
        cell: ({ row }) => <Thumbnail row={row.original} noImage={t('products.noImage')} />,
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
        cell: (cell) => new Date(cell.getValue()).toLocaleDateString(),
        meta: { className: 'whitespace-nowrap' },
      }),
    ],
    [t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

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
            <FilterSelect
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
            </FilterSelect>
            <FilterSelect
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
            </FilterSelect>
            <FilterSelect
              label={t('products.statusFilter')}
              value={list.filters.status ?? 'active'}
              onChange={(value) => list.setFilter('status', value === 'active' ? undefined : value)}
            >
              {adminProductStatuses.map((status) => (
                <option key={status} value={status}>
                  {t(statusLabels[status])}
                </option>
              ))}
            </FilterSelect>
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
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('products.editLabel', { title: row.title })}
              onClick={() => edit.openEdit(row.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="text-red-700 hover:bg-red-50"
              aria-label={t('products.deleteLabel', { title: row.title })}
              onClick={() => setDeleting(row)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <ProductFormDialog edit={edit} renderMediaUpload={renderMediaUpload} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('products.deleteTitle')}
        description={t('products.deleteConfirm')}
        confirmLabel={t('products.deleteAction')}
        cancelLabel={t('products.cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string | undefined) => void;
  children: React.ReactNode;
}) {
  const id = `products-filter-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="grid gap-1 max-sm:w-full sm:min-w-40">
      <Label htmlFor={id} className="text-xs text-zinc-600">
        {label}
      </Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value || undefined)}>
        {children}
      </Select>
    </div>
  );
}

function Thumbnail({ row, noImage }: { row: AdminProductRow; noImage: string }) {
  const [broken, setBroken] = useState(false);
  if (!row.thumbnailUrl || broken)
    return (
      <span className="flex size-12 items-center justify-center rounded-md bg-zinc-100 text-zinc-500" title={noImage}>
        <ImageOff aria-hidden="true" className="size-5" />
        <span className="sr-only">{noImage}</span>
      </span>
    );
  return (
    <img
      src={row.thumbnailUrl}
      alt=""
      width={48}
      height={48}
      loading="lazy"
      className="size-12 rounded-md bg-zinc-100 object-cover"
      onError={() => setBroken(true)}
    />
  );
}
