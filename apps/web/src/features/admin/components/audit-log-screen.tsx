import type { AdminAuditEntry } from '@marquee/contracts';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, dataTableColumns } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useListState } from '@/components/admin/use-list-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { isApiError } from '@/lib/api-client';
import { useAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '@/lib/format-date';

const columnHelper = dataTableColumns<AdminAuditEntry>();
/** An audit entry's time to the second. */
const SECONDS = { timeStyle: 'medium' } as const;
const actionTones = {
  create: 'success',
  update: 'info',
  delete: 'danger',
  archive: 'warning',
  upload: 'neutral',
  export: 'neutral',
} as const;

/** /admin/audit-log: every admin write, newest first, read-only; a row opens its before and after. */
export function AuditLogScreen() {
  const { t, i18n } = useTranslation('admin');
  const list = useListState({ sortable: ['createdAt'], filters: ['resource'] });
  const log = useAuditLog(list.query);
  const open = useEditParam();
  const locale = i18n.resolvedLanguage ?? 'en';
  const columns = useMemo(
    () => [
      columnHelper.accessor('createdAt', {
        id: 'createdAt',
        header: t('shell.audit.time'),
        enableSorting: true,
        cell: (cell) => <time dateTime={cell.getValue()}>{formatDateTime(cell.getValue(), locale, SECONDS)}</time>,
        meta: { className: 'whitespace-nowrap' },
      }),
      columnHelper.accessor('actorEmail', { id: 'actorEmail', header: t('shell.audit.actor'), enableSorting: false }),
      columnHelper.accessor('action', {
        id: 'action',
        header: t('shell.audit.action'),
        enableSorting: false,
        cell: (cell) => (
          <Badge tone={actionTones[cell.getValue()]}>{t(`shell.audit.actions.${cell.getValue()}`)}</Badge>
        ),
      }),
      columnHelper.accessor('resource', { id: 'resource', header: t('shell.audit.resource'), enableSorting: false }),
      columnHelper.accessor('resourceId', {
        id: 'resourceId',
        header: t('shell.audit.resourceId'),
        enableSorting: false,
        cell: (cell) => <span className="font-mono text-xs">{cell.getValue() ?? '—'}</span>,
      }),
    ],
    [t, locale],
  );
  const searchError = isApiError(log.error) ? log.error.fields?.q : undefined;
  const shown = log.data?.items.find((entry) => String(entry.id) === open.id);

  return (
    <section aria-labelledby="admin-audit-title" className="grid min-w-0 gap-5">
      <h2 id="admin-audit-title" className="text-xl font-semibold text-zinc-900">
        {t('shell.audit.title')}
      </h2>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('shell.audit.search')}
        searchPlaceholder={t('shell.audit.searchPlaceholder')}
        searchError={searchError}
        filters={
          <div className="grid min-w-44 gap-1.5">
            <Label htmlFor="audit-resource">{t('shell.audit.resource')}</Label>
            <Select
              id="audit-resource"
              value={list.filters.resource ?? ''}
              onChange={(event) => list.setFilter('resource', event.target.value || undefined)}
            >
              <option value="">{t('shell.audit.allResources')}</option>
              {(log.data?.resources ?? []).map((resource) => (
                <option key={resource} value={resource}>
                  {resource}
                </option>
              ))}
            </Select>
          </div>
        }
      />
      <DataTable
        label={t('shell.audit.caption')}
        columns={columns}
        rows={log.data?.items}
        getRowId={(entry) => String(entry.id)}
        total={log.data?.total ?? 0}
        page={list.page}
        pageSize={list.pageSize}
        sort={list.sort}
        dir={list.dir}
        onSortChange={(_sort, dir) => list.setSort('createdAt', dir)}
        onPageChange={list.setPage}
        isPending={log.isPending}
        isError={log.isError && !searchError}
        isFetching={log.isFetching}
        onRetry={() => void log.refetch()}
        errorText={t('shell.audit.failed')}
        empty={list.q ? t('shell.audit.noMatch', { q: list.q }) : t('shell.audit.empty')}
        rowActions={(entry) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => open.openEdit(entry.id)}
            aria-label={t('shell.audit.viewLabel', { id: entry.id })}
          >
            <Eye aria-hidden="true" />
            {t('shell.audit.view')}
          </Button>
        )}
      />
      <AuditEntryDialog entry={shown} locale={locale} onClose={open.close} />
    </section>
  );
}

interface AuditEntryDialogProps {
  entry: AdminAuditEntry | undefined;
  locale: string;
  onClose: () => void;
}

/** One change: who and when, and the row before and after as formatted JSON. */
function AuditEntryDialog({ entry, locale, onClose }: AuditEntryDialogProps) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={entry !== undefined} onOpenChange={(next) => !next && onClose()}>
      {entry && (
        <DialogContent closeLabel={t('kit.close')} className="max-h-[calc(100dvh-2rem)] max-w-3xl overflow-y-auto">
          <DialogTitle className="pe-10">
            {t('shell.audit.detailTitle', {
              action: t(`shell.audit.actions.${entry.action}`),
              resource: entry.resource,
              id: entry.resourceId ?? '',
            })}
          </DialogTitle>
          <DialogDescription>
            {t('shell.audit.detailDescription', {
              actor: entry.actorEmail,
              time: formatDateTime(entry.createdAt, locale, SECONDS),
            })}
          </DialogDescription>
          <div className="grid min-w-0 gap-4 md:grid-cols-2">
            <JsonBlock title={t('shell.audit.before')} value={entry.before} />
            <JsonBlock title={t('shell.audit.after')} value={entry.after} />
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  const { t } = useTranslation('admin');
  return (
    <section className="grid min-w-0 content-start gap-2">
      <h3 className="text-sm font-semibold text-zinc-800">{title}</h3>
      {value === null || value === undefined ? (
        <p className="rounded-lg bg-zinc-50 p-3 text-sm text-zinc-500">{t('shell.audit.nothing')}</p>
      ) : (
        <pre
          tabIndex={0}
          className="max-h-96 overflow-auto rounded-lg bg-zinc-950 p-3 font-mono text-xs leading-relaxed text-zinc-100 outline-none focus-visible:ring-2 focus-visible:ring-accent"
          dir="ltr"
        >
          {JSON.stringify(value, null, 2)}
        </pre>
      )}
    </section>
  );
}
