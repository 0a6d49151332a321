import { elementPageTypes, type AdminPageElement } from '@marquee/contracts';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import type { ImageUploadControl } from '@/components/admin/media-slot';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Select } from '@/components/ui/select';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { toast } from '@/lib/toast';
import { useAdminPageElements } from '../api/get-page-elements';
import { useDeletePageElement } from '../api/save-page-element';
import { PageElementFormDialog } from './page-element-form-dialog';

interface PageElementsScreenProps {
  /** The shared upload control (app/routes/admin/screens.tsx passes it in). */
  upload?: ImageUploadControl;
}

const columnHelper = dataTableColumns<AdminPageElement>();

/** The element's name in the list and the delete dialog: its title, else the start of its content. */
const nameOf = (element: AdminPageElement) =>
  element.title || (element.content.length > 60 ? `${element.content.slice(0, 60)}…` : element.content);

/**
 * Pages › Page Elements (ADM-ELEM-01..09): the elements by page type, page and element_order,
 * filtered by page type; the dialog form (`?new`, `?edit=<id>`) and delete with its confirmation.
 */
export function PageElementsScreen({ upload }: PageElementsScreenProps = {}) {
  const { t } = useTranslation('admin');
  const list = useListState({
    sortable: ['position', 'title', 'updatedAt'],
    defaults: { dir: 'asc', pageSize: 50 },
    filters: ['pageType'],
  });
  const pageType = elementPageTypes.find((type) => type === list.filters.pageType);
  const elements = useAdminPageElements({ ...list.query, pageType });
  const edit = useEditParam();
  const remove = useDeletePageElement();
  const [deleting, setDeleting] = useState<AdminPageElement | null>(null);
  const filterId = useId();

  // MSG-PAGE-04: 'Failed to fetch page elements'.
  const failed = elements.isError;
  useEffect(() => {
    if (failed) toast.error(t('pageElements.fetchFailed'));
  }, [failed, t]);

  const columns = useMemo(
    () => [
      columnHelper.accessor('title', {
        id: 'title',
        header: t('pageElements.columns.title'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: (cell) => (
          <span className="block max-w-72 truncate font-medium text-zinc-900">{nameOf(cell.row.original)}</span>
        ),
      }),
      columnHelper.accessor('pageType', {
        id: 'position',
        header: t('pageElements.columns.page'),
        enableSorting: true,
        cell: (cell) => {
          const element = cell.row.original;
          return (
            <span className="whitespace-nowrap">
              {t(`pageElements.pageTypes.${element.pageType}`)}
              {element.pageId && <span className="text-zinc-500"> · {element.pageId}</span>}
            </span>
          );
        },
      }),
      columnHelper.accessor('elementType', {
        id: 'elementType',
        header: t('pageElements.columns.type'),
        enableSorting: false,
        cell: (cell) => <Badge tone="info">{t(`pageElements.elementTypes.${cell.getValue()}`)}</Badge>,
      }),
      columnHelper.accessor('elementOrder', {
        id: 'elementOrder',
        header: t('pageElements.columns.order'),
        enableSorting: false,
        meta: { className: 'text-end tabular-nums' },
      }),
      columnHelper.accessor('isActive', {
        id: 'isActive',
        header: t('pageElements.columns.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Badge tone="success">{t('pageElements.active')}</Badge>
          ) : (
            <Badge>{t('pageElements.inactive')}</Badge>
          ),
      }),
    ],
    [t],
  );

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
    <section aria-labelledby="admin-page-elements-title" className="grid gap-5">
      <ScreenHeading id="admin-page-elements-title" title={t('pageElements.heading')} intro={t('pageElements.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('pageElements.search')}
        filters={
          <div className="grid gap-1.5">
            <label htmlFor={filterId} className="text-sm font-medium text-zinc-800">
              {t('pageElements.pageTypeFilter')}
            </label>
            <Select
              id={filterId}
              value={list.filters.pageType ?? ''}
              onChange={(event) => list.setFilter('pageType', event.target.value || undefined)}
              className="min-w-40"
            >
              <option value="">{t('pageElements.allPageTypes')}</option>
              {elementPageTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`pageElements.pageTypes.${type}`)}
                </option>
              ))}
            </Select>
          </div>
        }
        actions={
          <Button onClick={edit.openNew}>
            <Plus aria-hidden="true" />
            {t('pageElements.add')}
          </Button>
        }
      />
      <DataTable
        {...listTableProps(list, elements)}
        label={t('pageElements.heading')}
        columns={columns}
        getRowId={(element) => String(element.id)}
        errorText={t('pageElements.fetchFailed')}
        empty={list.q || list.filters.pageType ? t('pageElements.noMatch') : t('pageElements.empty')}
        rowActions={(element) => (
          <div className="flex justify-end gap-1">
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('pageElements.edit', { name: nameOf(element) })}
              onClick={() => edit.openEdit(element.id)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('pageElements.delete', { name: nameOf(element) })}
              onClick={() => setDeleting(element)}
              className="text-red-700 hover:bg-red-50 hover:text-red-800"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        )}
      />
      <PageElementFormDialog edit={edit} upload={upload} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('pageElements.confirmDelete.title', { name: deleting ? nameOf(deleting) : '' })}
        description={t('pageElements.confirmDelete.text')}
        confirmLabel={t('pageElements.confirmDelete.confirm')}
        cancelLabel={t('pageElements.confirmDelete.cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
