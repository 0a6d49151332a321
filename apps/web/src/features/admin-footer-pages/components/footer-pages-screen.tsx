import { paths, type AdminFooterPageRow } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { formatDate } from '@/lib/format-date';
import { useAdminFooterPages } from '../api/get-footer-pages';
import { useDeleteFooterPage } from '../api/save-footer-page';
import { FooterPageFormDialog } from './footer-page-form-dialog';

const columnHelper = dataTableColumns<AdminFooterPageRow>();

/**
 * Pages › Footer Pages (issue 14, R-27, R-41): the dynamic pages of /page/{slug} (the footer's
 * Quick Links and any others), edited in a rich-text editor; the server sanitises the HTML.
 */
export function FooterPagesScreen() {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['title', 'slug', 'updatedAt'], defaults: { dir: 'asc', pageSize: 50 } });
  const pages = useAdminFooterPages(list.query);
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeleteFooterPage(),
    variables: (page: AdminFooterPageRow) => page.id,
    texts: (page) => ({
      title: t('footerPages.confirmDelete.title', { title: page.title }),
      description: page.inFooter
        ? `${t('footerPages.confirmDelete.text')} ${t('footerPages.confirmDelete.inFooter')}`
        : t('footerPages.confirmDelete.text'),
      confirmLabel: t('footerPages.confirmDelete.confirm'),
      cancelLabel: t('footerPages.confirmDelete.cancel'),
    }),
    onDeleted: (page) => edit.closeIf(page.id),
  });
  useFailureToast(pages.isError, t('footerPages.fetchFailed'));

  const columns = useMemo(
    () => [
      columnHelper.accessor('title', {
        id: 'title',
        header: t('footerPages.columns.title'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: (cell) => (
          <span className="flex items-center gap-2 font-medium text-zinc-900">
            {cell.getValue()}
            {cell.row.original.inFooter && <Badge tone="info">{t('footerPages.inFooter')}</Badge>}
          </span>
        ),
      }),
      columnHelper.accessor('slug', {
        id: 'slug',
        header: t('footerPages.columns.slug'),
        enableSorting: true,
        cell: (cell) => <code className="text-xs text-zinc-700">{paths.page.href(cell.getValue())}</code>,
      }),
      columnHelper.accessor('isPublished', {
        id: 'isPublished',
        header: t('footerPages.columns.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Badge tone="success">{t('footerPages.published')}</Badge>
          ) : (
            <Badge>{t('footerPages.draft')}</Badge>
          ),
      }),
      columnHelper.accessor('updatedAt', {
        id: 'updatedAt',
        header: t('footerPages.columns.updated'),
        enableSorting: true,
        cell: (cell) => <span className="whitespace-nowrap">{formatDate(cell.getValue(), i18n.language)}</span>,
      }),
    ],
    [t, i18n.language],
  );

  return (
    <section aria-labelledby="admin-footer-pages-title" className="grid gap-5">
      <ScreenHeading id="admin-footer-pages-title" title={t('footerPages.heading')} intro={t('footerPages.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('footerPages.search')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('footerPages.add')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, pages)}
        label={t('footerPages.heading')}
        columns={columns}
        getRowId={(page) => String(page.id)}
        errorText={t('footerPages.fetchFailed')}
        empty={list.q ? t('footerPages.noMatch') : t('footerPages.empty')}
        rowActions={(page) => (
          <RowActions
            view={
              page.isPublished && {
                href: paths.page.href(page.slug),
                label: t('footerPages.open', { title: page.title }),
              }
            }
            edit={{ label: t('footerPages.edit', { title: page.title }), onClick: () => edit.openEdit(page.id) }}
            remove={{ label: t('footerPages.delete', { title: page.title }), onClick: () => remove.ask(page) }}
          />
        )}
      />
      <FooterPageFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
