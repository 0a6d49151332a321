import { elementPageTypes, type AdminPageElement } from '@marquee/contracts';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useAdminPageElements } from '../api/get-page-elements';
import { useDeletePageElement } from '../api/save-page-element';
import { PageElementFormDialog } from './page-element-form-dialog';

const columnHelper = dataTableColumns<AdminPageElement>();

/** The element's name in the list and the delete dialog: its title, else the start of its content. */
const nameOf = (element: AdminPageElement) =>
  element.title || (element.content.length > 60 ? `${element.content.slice(0, 60)}…` : element.content);

/**
 * Pages › Page Elements (ADM-ELEM-01..09): the elements by page type, page and element_order,
 * filtered by page type; the dialog form (`?new`, `?edit=<id>`) and delete with its confirmation.
 */
export function PageElementsScreen() {
  const { t } = useTranslation('admin');
  const list = useListState({
    sortable: ['position', 'title', 'updatedAt'],
    defaults: { dir: 'asc', pageSize: 50 },
    filters: ['pageType'],
  });
  const pageType = elementPageTypes.find((type) => type === list.filters.pageType);
  const elements = useAdminPageElements({ ...list.query, pageType });
  const edit = useEditParam();
  const remove = useConfirmDelete({
    mutation: useDeletePageElement(),
    variables: (element: AdminPageElement) => element.id,
    texts: (element) => ({
      title: t('pageElements.confirmDelete.title', { name: nameOf(element) }),
      description: t('pageElements.confirmDelete.text'),
      confirmLabel: t('pageElements.confirmDelete.confirm'),
      cancelLabel: t('pageElements.confirmDelete.cancel'),
    }),
    onDeleted: (element) => edit.closeIf(element.id),
  });

  // MSG-PAGE-04: 'Failed to fetch page elements'.
  useFailureToast(elements.isError, t('pageElements.fetchFailed'));

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

  return (
    <section aria-labelledby="admin-page-elements-title" className="grid gap-5">
      <ScreenHeading id="admin-page-elements-title" title={t('pageElements.heading')} intro={t('pageElements.intro')} />
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('pageElements.search')}
        filters={
          <ListFilter
            label={t('pageElements.pageTypeFilter')}
            value={list.filters.pageType ?? ''}
            onChange={(value) => list.setFilter('pageType', value)}
          >
            <option value="">{t('pageElements.allPageTypes')}</option>
            {elementPageTypes.map((type) => (
              <option key={type} value={type}>
                {t(`pageElements.pageTypes.${type}`)}
              </option>
            ))}
          </ListFilter>
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
          <RowActions
            edit={{
              label: t('pageElements.edit', { name: nameOf(element) }),
              onClick: () => edit.openEdit(element.id),
            }}
            remove={{ label: t('pageElements.delete', { name: nameOf(element) }), onClick: () => remove.ask(element) }}
          />
        )}
      />
      <PageElementFormDialog edit={edit} />
      {remove.dialog}
    </section>
  );
}
