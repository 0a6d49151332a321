import type { AdminProductList } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminProductsQueryOptions } from './get-products';

/** Products a picker offers per search. */
const PICKER_RESULTS = 10;

/**
 * Products whose title matches a text, for a form's product picker (a home section's, a product
 * set's): the admin's product list by title, so any product can be found from one letter on.
 * `pick` keeps of each product what the picker shows.
 */
export function useProductSearch<T>(q: string, pick: (product: AdminProductList['items'][number]) => T) {
  const term = q.trim();
  return useQuery({
    ...adminProductsQueryOptions({ q: term, pageSize: PICKER_RESULTS, sort: 'title', dir: 'asc' }),
    enabled: term.length > 0,
    select: (list): T[] => list.items.map(pick),
  });
}
