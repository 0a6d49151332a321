import type { AdminProductSet } from '@marquee/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { formatMoney } from '@/lib/money';
import { useAdminProductSets } from '../api/get-product-sets';
import { useDeleteProductSet } from '../api/save-product-set';
import { ProductSetFormDialog, type ImageUploadSlotProps } from './product-set-form-dialog';

const columnHelper = dataTableColumns<AdminProductSet>();

interface ProductSetsScreenProps {
  /** The media feature's upload control, composed in by the app (decision 052). */
  renderImageUpload?: (props: ImageUploadSlotProps) => ReactNode;
}

/** Products › Product Sets (ADM-SET-01/02): the sets with their products and target pages. */
export function ProductSetsScreen({ renderImageUpload }: ProductSetsScreenProps = {}) {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['createdAt', 'name', 'priceCents'] });
  const sets = useAdminProductSets(list.query);
  const edit = useEditParam();
  const remove = useDeleteProductSet();
  const [deleting, setDeleting] = useState<AdminProductSet | null>(null);

  const columns = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      columnHelper.accessor('name', {
        id: 'name',
        header: t('productSets.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            {row.original.imageUrl ? (
              <img src={row.original.imageUrl} alt="" className="size-10 shrink-0 rounded-md object-cover" />
            ) : null}
            <span className="font-medium text-zinc-900">{row.original.name}</span>
          </span>
        ),
      }),
      columnHelper.accessor('priceCents', {
        id: 'priceCents',
        header: t('productSets.columns.price'),
        enableSorting: true,
        cell: (cell) => formatMoney(cell.getValue()),
        meta: { className: 'text-end tabular-nums whitespace-nowrap' },
      }),
      columnHelper.accessor('products', {
        id: 'products',
        header: t('productSets.columns.products'),
        enableSorting: false,
        cell: (cell) => (
          <span
            title={cell
              .getValue()
              .map((product) => product.title)
              .join(', ')}
            className="whitespace-nowrap"
          >
            {t('productSets.productCount', { count: cell.getValue().length })}
          </span>
        ),
      }),
      columnHelper.accessor('targets', {
        id: 'targets',
        header: t('productSets.columns.targets'),
        enableSorting: false,
        cell: (cell) => (
          <span
            title={cell
              .getValue()
              .map((product) => product.title)
              .join(', ')}
            className="whitespace-nowrap"
          >
            {t('productSets.pageCount', { count: cell.getValue().length })}
          </span>
        ),
      }),
      columnHelper.accessor('isActive', {
        id: 'isActive',
        header: t('productSets.columns.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Badge tone="success">{t('productSets.active')}</Badge>
          ) : (
            <Badge>{t('productSets.inactive')}</Badge>
          ),
      }),
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        header: t('productSets.columns.createdAt'),
        enableSorting: true,
        cell: (cell) => <span className="whitespace-nowrap">{day.format(new Date(cell.getValue()))}</span>,
      }),
    ];
  }, [t, i18n.language]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <section aria-labelledby="admin-product-sets-title" className="grid gap-5">
      <ScreenHeading id="admin-product-sets-title" title={t('productSets.heading')} intro={t('productSets.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('productSets.search')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('productSets.add')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, sets)}
        label={t('productSets.heading')}
        columns={columns}
        getRowId={(set) => String(set.id)}
        errorText={t('productSets.loadFailed')}
        empty={list.q ? t('productSets.noMatch') : t('productSets.empty')}
        rowActions={(set) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('productSets.edit', { name: set.name })}
              onClick={() => edit.openEdit(set.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('productSets.delete', { name: set.name })}
              onClick={() => setDeleting(set)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <ProductSetFormDialog edit={edit} renderImageUpload={renderImageUpload} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('productSets.confirmDelete.title')}
        description={t('productSets.confirmDelete.text')}
        confirmLabel={t('productSets.confirmDelete.confirm')}
        cancelLabel={t('productSets.confirmDelete.keep')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
