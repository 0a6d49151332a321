import type { ProductSetProduct } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminProductsQueryOptions } from '@/features/admin-products/api/get-products';

/** Products a picker offers per search. */
export const PICKER_RESULTS = 10;

/**
 * Products whose title matches a text, for the set form's pickers: the admin's product list
 * (active products only, by title), so any product can be found from one letter on.
 */
export function useProductSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...adminProductsQueryOptions({ q: term, pageSize: PICKER_RESULTS, sort: 'title', dir: 'asc' }),
    enabled: term.length > 0,
    select: (list): ProductSetProduct[] => list.items.map(({ id, title, priceCents }) => ({ id, title, priceCents })),
  });
}
