import { paths, type AdminCategory } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { formatDate } from '@/lib/format-date';
import { useAdminCategories } from '../api/get-categories';
import { useDeleteCategory } from '../api/save-category';
import { CategoryFormDialog } from './category-form-dialog';

const columnHelper = dataTableColumns<AdminCategory>();

/** Categories › Categories (ADM-CATG-01..04): the list, the form with Hebrew texts and filter tags, delete. */
export function CategoriesScreen() {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['name', 'createdAt'], defaults: { dir: 'asc' } });
  const categories = useAdminCategories(list.query);
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeleteCategory(),
    variables: (category: AdminCategory) => category.id,
    texts: (category) => ({
      title: t('categories.confirmDelete.title'),
      description:
        category.productCount > 0
          ? `${t('categories.confirmDelete.text')} ${t('categories.confirmDelete.products', { count: category.productCount })}`
          : t('categories.confirmDelete.text'),
      confirmLabel: t('categories.confirmDelete.confirm'),
      cancelLabel: t('categories.confirmDelete.keep'),
    }),
  });

  const columns = useMemo(
    () => [
      columnHelper.accessor('name', {
        id: 'name',
        header: t('categories.columns.name'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: (cell) => <span className="font-medium text-zinc-900">{cell.getValue()}</span>,
      }),
      columnHelper.display({
        id: 'hebrewName',
        header: t('categories.columns.hebrewName'),
        cell: ({ row }) => (
          <span lang="he" dir="rtl">
            {row.original.translations.he?.name || '—'}
          </span>
        ),
      }),
      columnHelper.accessor('productCount', {
        id: 'productCount',
        header: t('categories.columns.products'),
        enableSorting: false,
        meta: { className: 'text-end tabular-nums' },
      }),
      columnHelper.accessor((category) => category.filterTagIds.length, {
        id: 'filters',
        header: t('categories.columns.filters'),
        enableSorting: false,
        cell: (cell) => t('categories.filterCount', { count: cell.getValue() }),
        meta: { className: 'whitespace-nowrap' },
      }),
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        header: t('categories.columns.createdAt'),
        enableSorting: true,
        cell: (cell) => <span className="whitespace-nowrap">{formatDate(cell.getValue(), i18n.language)}</span>,
      }),
    ],
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="admin-categories-title" className="grid gap-5">
      <ScreenHeading id="admin-categories-title" title={t('categories.heading')} intro={t('categories.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('categories.search')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('categories.add')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, categories)}
        label={t('categories.heading')}
        columns={columns}
        getRowId={(category) => String(category.id)}
        errorText={t('categories.loadFailed')}
        empty={list.q ? t('categories.noMatch') : t('categories.empty')}
        rowActions={(category) => (
          <RowActions
            view={{ href: paths.category.href(category.id), label: t('categories.view', { name: category.name }) }}
            edit={{ label: t('categories.edit', { name: category.name }), onClick: () => edit.openEdit(category.id) }}
            remove={{ label: t('categories.delete', { name: category.name }), onClick: () => remove.ask(category) }}
          />
        )}
      />
      <CategoryFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
