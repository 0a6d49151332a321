import { productTagTypes, type AdminProductTag } from '@marquee/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useAdminProductTags } from '../api/get-product-tags';
import { useDeleteProductTag } from '../api/save-product-tag';
import { ProductTagFormDialog } from './product-tag-form-dialog';

const columnHelper = dataTableColumns<AdminProductTag>();

/** Categories › Product Tags (ADM-TAG-01/02): tags by name, filtered by type, created, edited and deleted. */
export function ProductTagsScreen() {
  const { t } = useTranslation('admin');
  const list = useListState({
    sortable: ['name', 'tagType'],
    defaults: { dir: 'asc', pageSize: 50 },
    filters: ['tagType'],
  });
  const tagType = productTagTypes.find((type) => type === list.filters.tagType);
  const tags = useAdminProductTags({ ...list.query, tagType });
  const edit = useEditParam();
  const remove = useDeleteProductTag();
  const [deleting, setDeleting] = useState<AdminProductTag | null>(null);
  const typeFilterId = useId();

  const columns = useMemo(
    () => [
      columnHelper.accessor('name', {
        id: 'name',
        header: t('productTags.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: (cell) => <span className="font-medium text-zinc-900">{cell.getValue()}</span>,
      }),
      columnHelper.accessor('tagType', {
        id: 'tagType',
        header: t('productTags.columns.tagType'),
        enableSorting: true,
        cell: (cell) => <Badge>{t(`productTags.types.${cell.getValue()}`)}</Badge>,
      }),
      columnHelper.accessor('productCount', {
        id: 'productCount',
        header: t('productTags.columns.products'),
        enableSorting: false,
        meta: { className: 'text-end tabular-nums' },
      }),
      columnHelper.accessor('categoryCount', {
        id: 'categoryCount',
        header: t('productTags.columns.categories'),
        enableSorting: false,
        meta: { className: 'text-end tabular-nums' },
      }),
    ],
    [t],
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  return (
    <section aria-labelledby="admin-product-tags-title" className="grid gap-5">
      <ScreenHeading id="admin-product-tags-title" title={t('productTags.heading')} intro={t('productTags.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('productTags.search')}
        filters={
          <div className="grid gap-1.5">
            <label htmlFor={typeFilterId} className="text-sm font-medium text-zinc-800">
              {t('productTags.typeFilter')}
            </label>
            <Select
              id={typeFilterId}
              value={list.filters.tagType ?? ''}
              onChange={(event) => list.setFilter('tagType', event.target.value || undefined)}
              className="min-w-40"
            >
              <option value="">{t('productTags.allTypes')}</option>
              {productTagTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`productTags.types.${type}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('productTags.add')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, tags)}
        label={t('productTags.heading')}
        columns={columns}
        getRowId={(tag) => String(tag.id)}
        errorText={t('productTags.loadFailed')}
        empty={list.q || list.filters.tagType ? t('productTags.noMatch') : t('productTags.empty')}
        rowActions={(tag) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('productTags.edit', { name: tag.name })}
              onClick={() => edit.openEdit(tag.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('productTags.delete', { name: tag.name })}
              onClick={() => setDeleting(tag)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <ProductTagFormDialog edit={edit} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('productTags.confirmDelete.title')}
        description={[
          t('productTags.confirmDelete.text'),
          deleting && (deleting.productCount > 0 || deleting.categoryCount > 0)
            ? t('productTags.confirmDelete.inUse', {
                products: t('productTags.confirmDelete.products', { count: deleting.productCount }),
                categories: t('productTags.confirmDelete.categories', { count: deleting.categoryCount }),
              })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('productTags.confirmDelete.confirm')}
        cancelLabel={t('productTags.confirmDelete.keep')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
