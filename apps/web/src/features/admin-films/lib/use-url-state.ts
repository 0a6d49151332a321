import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One query parameter of the address as state (`?edit=12`), keeping the others (the dashboard's
 * tab, the list's search): the open item can be linked and survives a reload.
 */
export function useUrlParam(name: string): [string | null, (value: string | null) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setSearchParams],
  );
  return [searchParams.get(name), set];
}

/** A positive id from a parameter, or null. */
export function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
