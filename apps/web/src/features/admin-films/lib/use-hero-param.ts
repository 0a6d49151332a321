import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseId } from '@/lib/params';

/**
 * The film whose Hero Editor is open, in the address (`?hero=<id>`) beside the list's and the
 * form's parameters: a reload or a link reopens it. Opening and closing replace the history entry.
 */
export function useHeroParam(): [number | null, (filmId: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const setHero = useCallback(
    (filmId: number | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (filmId === null) next.delete('hero');
          else next.set('hero', String(filmId));
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return [parseId(params.get('hero') ?? undefined), setHero];
}
