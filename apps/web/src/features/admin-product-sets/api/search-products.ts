import { apiPaths, SEARCH_MIN_LENGTH, type ProductSetProduct, type SearchResults } from '@marquee/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductSetKeys } from './keys';

/**
 * Products matching a text, for the set form's product pickers. Uses the store's search (10
 * products a query) until the admin product list (apiPaths.admin.products with `q`) is there.
 */
export async function searchProducts(q: string, signal?: AbortSignal): Promise<ProductSetProduct[]> {
  const results = await api.get<SearchResults>(apiPaths.search.href(), { query: { q }, signal });
  return results.products.map(({ id, title, priceCents }) => ({ id, title, priceCents }));
}

export function useProductSearch(q: string) {
  const term = q.trim();
  return useQuery({
    queryKey: [...adminProductSetKeys.all, 'product-search', term] as const,
    queryFn: ({ signal }) => searchProducts(term, signal),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
