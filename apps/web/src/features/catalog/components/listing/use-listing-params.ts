import { listingPageLimit, parseTagIds, productSorts, type ProductSort } from '@marquee/contracts';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/** Products per page of a listing. */
export const LISTING_PAGE_SIZE = 24;

export interface ListingState {
  tags: number[];
  sort: ProductSort;
  page: number;
}

const isSort = (value: string | null): value is ProductSort => productSorts.includes(value as ProductSort);

/** Reads `?tags=3,17&sort=price_asc&page=2`, dropping anything malformed. */
export function parseListingSearch(search: URLSearchParams): ListingState {
  const sort = search.get('sort');
  const page = Number(search.get('page'));
  return {
    tags: parseTagIds(search.get('tags') ?? '').ids,
    sort: isSort(sort) ? sort : 'newest',
    // A page past the depth cap (an old link) shows the last page offered.
    page: Number.isInteger(page) && page > 1 ? Math.min(page, listingPageLimit(LISTING_PAGE_SIZE)) : 1,
  };
}

/** The URL query of a listing state (defaults left out). */
function toSearch(current: URLSearchParams, state: ListingState): URLSearchParams {
  const params = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value === null ? params.delete(key) : params.set(key, value));
  set('tags', state.tags.length ? [...state.tags].sort((a, b) => a - b).join(',') : null);
  set('sort', state.sort === 'newest' ? null : state.sort);
  set('page', state.page > 1 ? String(state.page) : null);
  return params;
}

/**
 * The listing's filters, sort and page live in the URL query string, so they survive a
 * reload, can be shared, and Back returns to the previous selection. A navigation commits
 * a moment later (after the route loader, in a transition), so the requested state is
 * shown at once, or a clicked checkbox would flip back until then.
 */
export function useListingParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { key } = useLocation();
  const [pending, setPending] = useState<{ key: string; search: string } | null>(null);
  // Any committed navigation (this one, Back, a link) ends the pending request.
  if (pending && pending.key !== key) setPending(null);
  const effective = pending && pending.key === key ? pending.search : searchParams.toString();
  const state = useMemo(() => parseListingSearch(new URLSearchParams(effective)), [effective]);

  const update = (next: Partial<ListingState>) => {
    const params = toSearch(new URLSearchParams(effective), { ...state, ...next });
    setPending({ key, search: params.toString() });
    setSearchParams(params, { preventScrollReset: true });
  };

  return {
    ...state,
    toggleTag: (id: number) =>
      update({
        tags: state.tags.includes(id) ? state.tags.filter((t) => t !== id) : [...state.tags, id],
        page: 1,
      }),
    clearTags: () => update({ tags: [], page: 1 }),
    setSort: (sort: ProductSort) => update({ sort, page: 1 }),
    setPage: (page: number) => update({ page }),
  };
}
