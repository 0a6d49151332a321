import type { ElementPageType } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { adminCategoriesQueryOptions } from '@/features/admin-categories/api/get-categories';
import { adminFilmsQueryOptions } from '@/features/admin-films/api/get-films';
import { adminProductsQueryOptions } from '@/features/admin-products/api/get-products';

export interface PageOption {
  id: string;
  label: string;
}

/**
 * Suggestions for the element form's page field: the first 100 films, products or categories
 * (the field still takes any id, which the server checks). Custom pages are named by slug.
 */
export function usePageOptions(pageType: ElementPageType): PageOption[] {
  const films = useQuery({ ...adminFilmsQueryOptions({ pageSize: 100 }), enabled: pageType === 'film' });
  const products = useQuery({ ...adminProductsQueryOptions({ pageSize: 100 }), enabled: pageType === 'product' });
  const categories = useQuery({ ...adminCategoriesQueryOptions({ pageSize: 100 }), enabled: pageType === 'category' });
  if (pageType === 'film') return (films.data?.items ?? []).map((film) => ({ id: String(film.id), label: film.title }));
  if (pageType === 'product')
    return (products.data?.items ?? []).map((product) => ({ id: String(product.id), label: product.title }));
  if (pageType === 'category')
    return (categories.data?.items ?? []).map((category) => ({ id: String(category.id), label: category.name }));
  return [];
}
