import type { AdminProductSet } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { Thumbnail } from '@/components/admin/thumbnail';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { formatDate } from '@/lib/format-date';
import { formatMoney } from '@/lib/money';
import { useAdminProductSets } from '../api/get-product-sets';
import { useDeleteProductSet } from '../api/save-product-set';
import { ProductSetFormDialog } from './product-set-form-dialog';

const columnHelper = dataTableColumns<AdminProductSet>();

/** A count of products whose titles show on hover. */
function TitlesCount({ products, children }: { products: { title: string }[]; children: string }) {
  return (
    <span title={products.map((product) => product.title).join(', ')} className="whitespace-nowrap">
      {children}
    </span>
  );
}

/** Products › Product Sets (ADM-SET-01/02): the sets with their products and target pages. */
export function ProductSetsScreen() {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['createdAt', 'name', 'priceCents'] });
  const sets = useAdminProductSets(list.query);
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeleteProductSet(),
    variables: (set: AdminProductSet) => set.id,
    texts: () => ({
      title: t('productSets.confirmDelete.title'),
      description: t('productSets.confirmDelete.text'),
      confirmLabel: t('productSets.confirmDelete.confirm'),
      cancelLabel: t('productSets.confirmDelete.keep'),
    }),
  });

  const columns = useMemo(
    () => [
      columnHelper.accessor('name', {
        id: 'name',
        header: t('productSets.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: ({ row }) => (
          <span className="flex items-center gap-3">
            {row.original.imageUrl ? (
              <Thumbnail src={row.original.imageUrl} width={40} height={40} className="size-10 rounded-md" />
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
          <TitlesCount products={cell.getValue()}>
            {t('productSets.productCount', { count: cell.getValue().length })}
          </TitlesCount>
        ),
      }),
      columnHelper.accessor('targets', {
        id: 'targets',
        header: t('productSets.columns.targets'),
        enableSorting: false,
        cell: (cell) => (
          <TitlesCount products={cell.getValue()}>
            {t('productSets.pageCount', { count: cell.getValue().length })}
          </TitlesCount>
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
        cell: (cell) => <span className="whitespace-nowrap">{formatDate(cell.getValue(), i18n.language)}</span>,
      }),
    ],
    [t, i18n.language],
  );

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
          <RowActions
            edit={{ label: t('productSets.edit', { name: set.name }), onClick: () => edit.openEdit(set.id) }}
            remove={{ label: t('productSets.delete', { name: set.name }), onClick: () => remove.ask(set) }}
          />
        )}
      />
      <ProductSetFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
