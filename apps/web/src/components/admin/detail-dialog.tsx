import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

interface DetailDialogProps<T> {
  open: boolean;
  onClose: () => void;
  /** The header row: the `DialogTitle` and what stands beside it (a badge, a back button). */
  header: ReactNode;
  /** The record's query: a spinner while it loads, `failedText` and a retry if it fails. */
  query: UseQueryResult<T>;
  failedText: string;
  /** The record, once loaded; starts with a `DialogDescription`. */
  children: (data: T) => ReactNode;
}

/** A read-only record in a wide dialog (an order, a customer), with its loading and failure states. */
export function DetailDialog<T>({ open, onClose, header, query, failedText, children }: DetailDialogProps<T>) {
  const { t } = useTranslation('admin');

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('kit.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-3xl">
        <div className="flex flex-wrap items-center gap-3 pe-12">{header}</div>
        {query.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner label={t('kit.loading')} />
          </div>
        ) : query.isError ? (
          <Alert variant="destructive">
            {failedText}{' '}
            <Button variant="link" size="sm" onClick={() => void query.refetch()}>
              {t('kit.retry')}
            </Button>
          </Alert>
        ) : (
          children(query.data)
        )}
      </DialogContent>
    </Dialog>
  );
}

/** One titled part of a detail dialog. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3 border-t border-zinc-200 pt-4">
      <h3 className="text-sm font-semibold tracking-wide text-zinc-900 uppercase">{title}</h3>
      {children}
    </section>
  );
}

/** Terms and their values, two columns. */
export function DetailFacts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-zinc-600">{term}</dt>
          <dd className="break-words text-zinc-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
