import { paths, type AdminCategory } from '@marquee/contracts';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScreenHeading } from '@/components/admin/screen-heading';
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
  const remove = useDeleteCategory();
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);

  const columns = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
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
        cell: (cell) => <span className="whitespace-nowrap">{day.format(new Date(cell.getValue()))}</span>,
      }),
    ];
  }, [t, i18n.language]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

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
          <div className="flex justify-end gap-1">
            <Button variant="ghost" size="icon" asChild>
              <a
                href={paths.category.href(category.id)}
                target="_blank"
                rel="noopener"
                aria-label={t('categories.view', { name: category.name })}
              >
                <ExternalLink aria-hidden="true" />
              </a>
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('categories.edit', { name: category.name })}
              onClick={() => edit.openEdit(category.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('categories.delete', { name: category.name })}
              onClick={() => setDeleting(category)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <CategoryFormDialog edit={edit} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('categories.confirmDelete.title')}
        description={[
          t('categories.confirmDelete.text'),
          deleting && deleting.productCount > 0
            ? t('categories.confirmDelete.products', { count: deleting.productCount })
            : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('categories.confirmDelete.confirm')}
        cancelLabel={t('categories.confirmDelete.keep')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
