import { productTagTypes, type AdminProductTag } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
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
  const remove = useConfirmDelete({
    mutation: useDeleteProductTag(),
    variables: (tag: AdminProductTag) => tag.id,
    texts: (tag) => ({
      title: t('productTags.confirmDelete.title'),
      description:
        tag.productCount > 0 || tag.categoryCount > 0
          ? `${t('productTags.confirmDelete.text')} ${t('productTags.confirmDelete.inUse', {
              products: t('productTags.confirmDelete.products', { count: tag.productCount }),
              categories: t('productTags.confirmDelete.categories', { count: tag.categoryCount }),
            })}`
          : t('productTags.confirmDelete.text'),
      confirmLabel: t('productTags.confirmDelete.confirm'),
      cancelLabel: t('productTags.confirmDelete.keep'),
    }),
  });

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

  return (
    <section aria-labelledby="admin-product-tags-title" className="grid gap-5">
      <ScreenHeading id="admin-product-tags-title" title={t('productTags.heading')} intro={t('productTags.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('productTags.search')}
        filters={
          <ListFilter
            label={t('productTags.typeFilter')}
            value={list.filters.tagType ?? ''}
            onChange={(value) => list.setFilter('tagType', value)}
          >
            <option value="">{t('productTags.allTypes')}</option>
            {productTagTypes.map((type) => (
              <option key={type} value={type}>
                {t(`productTags.types.${type}`)}
              </option>
            ))}
          </ListFilter>
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
          <RowActions
            edit={{ label: t('productTags.edit', { name: tag.name }), onClick: () => edit.openEdit(tag.id) }}
            remove={{ label: t('productTags.delete', { name: tag.name }), onClick: () => remove.ask(tag) }}
          />
        )}
      />
      <ProductTagFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
