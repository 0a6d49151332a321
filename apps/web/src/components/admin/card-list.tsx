import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

interface CardListProps<T> {
  /** The list's query: skeletons while it loads, an alert with Retry when it fails. */
  query: UseQueryResult<T[]>;
  label: string;
  texts: { loadFailed: string; retry: string; empty: string };
  /** The skeleton cards' height class, about that of a real card. */
  skeletonClassName?: string;
  getKey: (item: T) => string | number;
  /** One card's content (the `<li>` is the card). */
  renderItem: (item: T) => ReactNode;
  itemClassName: string;
}

/**
 * A short list whose order is the point (home sections, hero slides), as cards in that order
 * (docs/admin-screens.md); longer lists are a DataTable.
 */
export function CardList<T>({
  query,
  label,
  texts,
  skeletonClassName = 'h-24',
  getKey,
  renderItem,
  itemClassName,
}: CardListProps<T>) {
  if (query.isPending)
    return (
      <div className="grid gap-2" aria-busy="true">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className={`${skeletonClassName} w-full`} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <Alert variant="destructive">
        {texts.loadFailed}{' '}
        <Button variant="link" size="sm" onClick={() => void query.refetch()}>
          {texts.retry}
        </Button>
      </Alert>
    );
  if (query.data.length === 0)
    return <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">{texts.empty}</p>;
  return (
    <ul className="grid gap-3" aria-label={label}>
      {query.data.map((item) => (
        <li key={getKey(item)} className={itemClassName}>
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
