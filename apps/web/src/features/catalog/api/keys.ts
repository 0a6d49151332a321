import { createQueryKeys } from '@/lib/query-keys';

export const productKeys = createQueryKeys('products');
export const categoryKeys = createQueryKeys('categories');
/** Filter groups of a listing (category or all products) for a selection of tags. */
export const productFacetKeys = createQueryKeys('productFacets');
