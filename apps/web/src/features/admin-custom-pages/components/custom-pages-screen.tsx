import { paths, type AdminCustomPageRow } from '@marquee/contracts';
import { Eye, EyeOff, ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import type { ImageUploadControl } from '@/components/admin/media-slot';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { toast } from '@/lib/toast';
import { useAdminCustomPages } from '../api/get-custom-pages';
import { useDeleteCustomPage, useSetCustomPagePublished } from '../api/save-custom-page';
import { CustomPageFormDialog } from './custom-page-form-dialog';

const columnHelper = dataTableColumns<AdminCustomPageRow>();

interface CustomPagesScreenProps {
  /** The shared upload control (app/routes/admin/screens.tsx passes it in). */
  upload?: ImageUploadControl;
}

/**
 * Pages › Custom Pages (ADM-CPAGE-01..04): the pages newest first with title, Published/Draft,
 * slug and section count; each opens at its real address `/custom/{slug}` in a new tab when
 * published, switches between Published and Draft, opens the editor, or is deleted
 * after the specification's question.
 */
export function CustomPagesScreen({ upload }: CustomPagesScreenProps = {}) {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['createdAt', 'title', 'updatedAt'] });
  const pages = useAdminCustomPages(list.query);
  const edit = useEditParam();
  const publish = useSetCustomPagePublished();
  const remove = useDeleteCustomPage();
  const [deleting, setDeleting] = useState<AdminCustomPageRow | null>(null);

  // MSG-PAGE-01: 'Failed to fetch custom pages'.
  const failed = pages.isError;
  useEffect(() => {
    if (failed) toast.error(t('customPages.toast.fetchFailed'));
  }, [failed, t]);

  const columns = useMemo(() => {
    const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
    return [
      columnHelper.accessor('title', {
        id: 'title',
        header: t('customPages.columns.title'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: (cell) => <span className="font-medium break-words text-zinc-900">{cell.getValue()}</span>,
      }),
      columnHelper.accessor('isPublished', {
        id: 'isPublished',
        header: t('customPages.columns.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Badge tone="success">{t('customPages.published')}</Badge>
          ) : (
            <Badge>{t('customPages.draft')}</Badge>
          ),
      }),
      columnHelper.accessor('slug', {
        id: 'slug',
        header: t('customPages.columns.slug'),
        enableSorting: false,
        cell: (cell) => (
          <code dir="ltr" className="text-xs text-zinc-700">
            {cell.getValue()}
          </code>
        ),
      }),
      columnHelper.accessor('sectionCount', {
        id: 'sectionCount',
        header: t('customPages.columns.sections'),
        enableSorting: false,
        cell: (cell) => (
          <span className="whitespace-nowrap">{t('customPages.sectionCount', { count: cell.getValue() })}</span>
        ),
      }),
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        header: t('customPages.columns.createdAt'),
        enableSorting: true,
        cell: (cell) => <span className="whitespace-nowrap">{day.format(new Date(cell.getValue()))}</span>,
      }),
    ];
  }, [t, i18n.language]);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, { onSettled: () => setDeleting(null) });
  };

  // ADM-CPAGE-04 / MSG-PAGE-02: with no pages at all, the empty state offers the first one.
  const empty = list.q ? (
    t('customPages.noMatch', { q: list.q })
  ) : (
    <div className="grid justify-items-center gap-3">
      <p>{t('customPages.empty')}</p>
      <Button onClick={edit.openNew}>
        <Plus aria-hidden="true" />
        {t('customPages.createFirst')}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="admin-custom-pages-title" className="grid gap-5">
      <ScreenHeading id="admin-custom-pages-title" title={t('customPages.heading')} intro={t('customPages.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('customPages.search')}
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('customPages.add')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, pages)}
        label={t('customPages.heading')}
        columns={columns}
        getRowId={(page) => String(page.id)}
        errorText={t('customPages.toast.fetchFailed')}
        empty={empty}
        rowActions={(page) => (
          <div className="flex justify-end gap-1">
            {page.isPublished && (
              // the page's real public address, not the seed's /pages/{slug}.
              <Button variant="ghost" size="icon" asChild>
                <a
                  href={paths.customPage.href(page.slug)}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('customPages.open', { title: page.title })}
                  title={t('customPages.open', { title: page.title })}
                >
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            )}
            <Button
              variant="ghost"
              size="sm"
              aria-label={
                page.isPublished
                  ? t('customPages.unpublish', { title: page.title })
                  : t('customPages.publish', { title: page.title })
              }
              disabled={publish.isPending && publish.variables?.id === page.id}
              onClick={() => publish.mutate({ id: page.id, isPublished: !page.isPublished })}
            >
              {page.isPublished ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
              {page.isPublished ? t('customPages.unpublishShort') : t('customPages.publishShort')}
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('customPages.edit', { title: page.title })}
              onClick={() => edit.openEdit(page.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('customPages.delete', { title: page.title })}
              onClick={() => setDeleting(page)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <CustomPageFormDialog edit={edit} upload={upload} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('customPages.confirmDelete.title', { title: deleting?.title ?? '' })}
        description={t('customPages.confirmDelete.text')}
        confirmLabel={t('customPages.confirmDelete.confirm')}
        cancelLabel={t('customPages.confirmDelete.keep')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
