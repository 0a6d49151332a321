import { paths, type AdminFooterPageRow } from '@marquee/contracts';
import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { toast } from '@/lib/toast';
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
  const remove = useDeleteFooterPage();
  const [deleting, setDeleting] = useState<AdminFooterPageRow | null>(null);

  const failed = pages.isError;
  useEffect(() => {
    if (failed) toast.error(t('footerPages.fetchFailed'));
  }, [failed, t]);

  const columns = useMemo(() => {
    const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
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
        cell: (cell) => <span className="whitespace-nowrap">{date.format(new Date(cell.getValue()))}</span>,
      }),
    ];
  }, [t, i18n.language]);

  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        if (edit.id === String(id)) edit.close();
      },
      onSettled: () => setDeleting(null),
    });
  };

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
          <div className="flex justify-end gap-1">
            {page.isPublished && (
              <Button variant="ghost" size="icon" asChild>
                <a
                  href={paths.page.href(page.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footerPages.open', { title: page.title })}
                >
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            )}
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('footerPages.edit', { title: page.title })}
              onClick={() => edit.openEdit(page.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('footerPages.delete', { title: page.title })}
              onClick={() => setDeleting(page)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <FooterPageFormDialog edit={edit} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('footerPages.confirmDelete.title', { title: deleting?.title ?? '' })}
        description={
          deleting?.inFooter
            ? `${t('footerPages.confirmDelete.text')} ${t('footerPages.confirmDelete.inFooter')}`
            : t('footerPages.confirmDelete.text')
        }
        confirmLabel={t('footerPages.confirmDelete.confirm')}
        cancelLabel={t('footerPages.confirmDelete.cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
