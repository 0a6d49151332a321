import { adminSubscriberSorts, adminSubscriberStatuses, type AdminSubscriber } from '@marquee/contracts';
import { Download } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns, listTableProps } from '@/components/admin/data-table';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { RowActions, useConfirmDelete } from '@/components/admin/row-actions';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format-date';
import { useDeleteSubscriber } from '../api/delete-subscriber';
import { subscribersExportHref } from '../api/export-subscribers';
import { useAdminSubscribers } from '../api/get-subscribers';

const columnHelper = dataTableColumns<AdminSubscriber>();

/**
 * Subscribers (issue 29): the newsletter's addresses, confirmed or waiting for their link; the
 * count and the CSV export are of confirmed addresses only, the ones that count.
 */
export function SubscribersScreen() {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const hintId = useId();
  const list = useListState({ sortable: adminSubscriberSorts, filters: ['status'] });
  const status = adminSubscriberStatuses.find((candidate) => candidate === list.filters.status);
  const subscribers = useAdminSubscribers({ ...list.query, status });
  const remove = useConfirmDelete({
    mutation: useDeleteSubscriber(),
    variables: (subscriber: AdminSubscriber) => subscriber.id,
    texts: (subscriber) => ({
      title: t('subscribers.confirmDelete.title', { email: subscriber.email }),
      description: t('subscribers.confirmDelete.text'),
      confirmLabel: t('subscribers.confirmDelete.confirm'),
      cancelLabel: t('subscribers.confirmDelete.keep'),
    }),
  });

  const columns = useMemo(
    () => [
      columnHelper.accessor('email', {
        id: 'email',
        header: t('subscribers.columns.email'),
        enableSorting: true,
        meta: { rowHeader: true },
        cell: (cell) => <span className="font-medium break-all text-zinc-900">{cell.getValue()}</span>,
      }),
      columnHelper.accessor('confirmedAt', {
        id: 'status',
        header: t('subscribers.columns.status'),
        enableSorting: false,
        cell: (cell) =>
          cell.getValue() ? (
            <Badge tone="success">{t('subscribers.confirmed')}</Badge>
          ) : (
            <Badge tone="warning">{t('subscribers.pending')}</Badge>
          ),
      }),
      columnHelper.accessor('subscribedAt', {
        id: 'createdAt',
        header: t('subscribers.columns.subscribed'),
        enableSorting: true,
        cell: (cell) => formatDate(cell.getValue(), locale),
      }),
      columnHelper.accessor('confirmedAt', {
        id: 'confirmedAt',
        header: t('subscribers.columns.confirmedOn'),
        enableSorting: false,
        cell: (cell) => {
          const value = cell.getValue();
          return value ? formatDate(value, locale) : <span className="text-zinc-500">{t('subscribers.notYet')}</span>;
        },
      }),
      columnHelper.accessor('language', {
        id: 'language',
        header: t('subscribers.columns.language'),
        enableSorting: false,
        cell: (cell) => t(`subscribers.languages.${cell.getValue()}`),
      }),
    ],
    [t, locale],
  );

  // Pending addresses never leave the store: with that filter there is nothing to export.
  const exportButton =
    status === 'pending' ? (
      <Button variant="outline" disabled aria-describedby={hintId}>
        <Download aria-hidden="true" />
        {t('subscribers.export')}
      </Button>
    ) : (
      <Button variant="outline" asChild>
        <a href={subscribersExportHref({ q: list.q, status })} download aria-describedby={hintId}>
          <Download aria-hidden="true" />
          {t('subscribers.export')}
        </a>
      </Button>
    );

  return (
    <section aria-labelledby="admin-subscribers-title" className="grid gap-5">
      <ScreenHeading id="admin-subscribers-title" title={t('subscribers.heading')} intro={t('subscribers.intro')} />
      <p className="text-sm text-zinc-700">
        {subscribers.data ? (
          <strong className="text-2xl font-semibold text-zinc-950 tabular-nums">
            {t('subscribers.confirmedCount', { count: subscribers.data.confirmedCount })}
          </strong>
        ) : (
          <span className="text-zinc-500">{t('subscribers.counting')}</span>
        )}
      </p>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('subscribers.search')}
        searchPlaceholder={t('subscribers.searchPlaceholder')}
        filters={
          <ListFilter
            label={t('subscribers.status')}
            value={list.filters.status ?? ''}
            onChange={(value) => list.setFilter('status', value)}
          >
            <option value="">{t('subscribers.allStatuses')}</option>
            {adminSubscriberStatuses.map((option) => (
              <option key={option} value={option}>
                {t(`subscribers.${option}`)}
              </option>
            ))}
          </ListFilter>
        }
        actions={exportButton}
      />
      <p id={hintId} className="-mt-3 text-sm text-zinc-600">
        {status === 'pending' ? t('subscribers.exportPendingHint') : t('subscribers.exportHint')}
      </p>
      <DataTable
        {...listTableProps(list, subscribers)}
        label={t('subscribers.caption')}
        columns={columns}
        getRowId={(subscriber) => String(subscriber.id)}
        errorText={t('subscribers.failed')}
        empty={
          list.q
            ? t('subscribers.noMatch', { q: list.q })
            : status
              ? t('subscribers.noneWithStatus')
              : t('subscribers.empty')
        }
        rowActions={(subscriber) => (
          <RowActions
            remove={{
              label: t('subscribers.delete', { email: subscriber.email }),
              onClick: () => remove.ask(subscriber),
            }}
          />
        )}
      />
      {remove.dialog}
    </section>
  );
}
