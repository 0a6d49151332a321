import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';

interface ListStateOptions<S extends string, F extends string> {
  /** The list's sortable columns; the first is the default (as in the contract's adminListQuerySchema). */
  sortable: readonly [S, ...S[]];
  /** The default direction and page size (the same as the contract's defaults). */
  defaults?: { dir?: SortDir; pageSize?: number };
  /** The names of the list's extra filters (query parameters of the API too). */
  filters?: readonly F[];
}

export interface ListState<S extends string, F extends string> {
  page: number;
  pageSize: number;
  sort: S;
  dir: SortDir;
  q: string;
  filters: Partial<Record<F, string>>;
  /** The API query: only what differs from the defaults, so equal lists share a cache key. */
  query: { page: number; pageSize: number; sort: S; dir: SortDir; q?: string } & Partial<Record<F, string>>;
  setPage: (page: number) => void;
  setSort: (sort: S, dir: SortDir) => void;
  /** A new search goes back to page 1 (and replaces the history entry: typing is not a step back). */
  setSearch: (q: string) => void;
  /** A filter change goes back to page 1; an empty value removes the filter. */
  setFilter: (name: F, value: string | undefined) => void;
}

const DEFAULT_PAGE_SIZE = 25;

/**
 * An admin list's page, sort, direction, search and filters, kept in the URL query
 * (`?page=2&sort=title&dir=asc&q=mug&status=active`): reload, Back and a shared link land on
 * the same list. Other query parameters (`edit`, `new`) are left alone.
 */
export function useListState<const S extends string, const F extends string = never>({
  sortable,
  defaults = {},
  filters: filterNames = [],
}: ListStateOptions<S, F>): ListState<S, F> {
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the parameters of the last render, so two changes
  // before the next one (a status chosen, then Search at once) would lose the first; each change
  // starts from the last one made instead.
  const latest = useRef(params);
  useLayoutEffect(() => {
    latest.current = params;
  }, [params]);
  const defaultDir = defaults.dir ?? 'desc';
  const pageSize = defaults.pageSize ?? DEFAULT_PAGE_SIZE;

  const rawPage = Number(params.get('page'));
  const page = Number.isInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const rawSort = params.get('sort');
  const sort = (sortable as readonly string[]).includes(rawSort ?? '') ? (rawSort as S) : sortable[0];
  const rawDir = params.get('dir');
  const dir: SortDir = rawDir === 'asc' || rawDir === 'desc' ? rawDir : defaultDir;
  const q = params.get('q') ?? '';
  const filterKey = filterNames.map((name) => `${name}=${params.get(name) ?? ''}`).join('&');

  const filters = useMemo(() => {
    const values: Partial<Record<F, string>> = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) values[name] = value;
    }
    return values;
    // filterKey carries the filter values; the names are fixed per screen.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filterKey]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      change(next);
      latest.current = next;
      setParams(next, { replace: options.replace ?? false, preventScrollReset: true });
    },
    [setParams],
  );

  const setPage = useCallback(
    (nextPage: number) => update((next) => (nextPage <= 1 ? next.delete('page') : next.set('page', String(nextPage)))),
    [update],
  );
  const setSort = useCallback(
    (nextSort: S, nextDir: SortDir) =>
      update((next) => {
        next.delete('page');
        if (nextSort === sortable[0]) next.delete('sort');
        else next.set('sort', nextSort);
        if (nextDir === defaultDir) next.delete('dir');
        else next.set('dir', nextDir);
      }),
    [update, sortable, defaultDir],
  );
  const setSearch = useCallback(
    (nextQ: string) =>
      update(
        (next) => {
          next.delete('page');
          if (nextQ.trim()) next.set('q', nextQ.trim());
          else next.delete('q');
        },
        { replace: true },
      ),
    [update],
  );
  const setFilter = useCallback(
    (name: F, value: string | undefined) =>
      update((next) => {
        next.delete('page');
        if (value) next.set(name, value);
        else next.delete(name);
      }),
    [update],
  );

  const query = useMemo(
    () => ({ page, pageSize, sort, dir, ...(q ? { q } : {}), ...filters }),
    [page, pageSize, sort, dir, q, filters],
  );

  return { page, pageSize, sort, dir, q, filters, query, setPage, setSort, setSearch, setFilter };
}
