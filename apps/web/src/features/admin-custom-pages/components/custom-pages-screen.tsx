import { paths, type AdminCustomPageRow } from '@marquee/contracts';
import { Eye, EyeOff, Plus } from 'lucide-react';
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
import { useAdminCustomPages } from '../api/get-custom-pages';
import { useDeleteCustomPage, useSetCustomPagePublished } from '../api/save-custom-page';
import { CustomPageFormDialog } from './custom-page-form-dialog';

const columnHelper = dataTableColumns<AdminCustomPageRow>();

/**
 * Pages › Custom Pages (ADM-CPAGE-01..04): the pages newest first with title, Published/Draft,
 * slug and section count; each opens at its real address `/custom/{slug}` in a new tab when
 * published, switches between Published and Draft, opens the editor, or is deleted
 * after the specification's question.
 */
export function CustomPagesScreen() {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['createdAt', 'title', 'updatedAt'] });
  const pages = useAdminCustomPages(list.query);
  const edit = useEditParam();
  const publish = useSetCustomPagePublished();
  const remove = useConfirmDelete({
    mutation: useDeleteCustomPage(),
    variables: (page: AdminCustomPageRow) => page.id,
    texts: (page) => ({
      title: t('customPages.confirmDelete.title', { title: page.title }),
      description: t('customPages.confirmDelete.text'),
      confirmLabel: t('customPages.confirmDelete.confirm'),
      cancelLabel: t('customPages.confirmDelete.keep'),
    }),
  });
  // MSG-PAGE-01: 'Failed to fetch custom pages'.
  useFailureToast(pages.isError, t('customPages.toast.fetchFailed'));

  const columns = useMemo(
    () => [
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
        cell: (cell) => <span className="whitespace-nowrap">{formatDate(cell.getValue(), i18n.language)}</span>,
      }),
    ],
    [t, i18n.language],
  );

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
          <RowActions
            // the page's real public address, not the seed's /pages/{slug}.
            view={
              page.isPublished && {
                href: paths.customPage.href(page.slug),
                label: t('customPages.open', { title: page.title }),
                title: t('customPages.open', { title: page.title }),
              }
            }
            edit={{ label: t('customPages.edit', { title: page.title }), onClick: () => edit.openEdit(page.id) }}
            remove={{ label: t('customPages.delete', { title: page.title }), onClick: () => remove.ask(page) }}
          >
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
          </RowActions>
        )}
      />
      <CustomPageFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
