import type { AdminHomeSectionProduct } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminProductsQueryOptions } from '@/features/admin-products/api/get-products';

/** Products the picker offers per search. */
export const PICKER_RESULTS = 10;

/** Products on sale whose title matches a text, for the section form's picker (the admin's product list, by title). */
export function useProductSearch(q: string) {
  const term = q.trim();
  return useQuery({
    ...adminProductsQueryOptions({ q: term, pageSize: PICKER_RESULTS, sort: 'title', dir: 'asc' }),
    enabled: term.length > 0,
    select: (list): AdminHomeSectionProduct[] =>
      list.items.map(({ id, title, priceCents, thumbnailUrl, archived }) => ({
        id,
        title,
        priceCents,
        imageUrl: thumbnailUrl,
        archived,
      })),
  });
}
