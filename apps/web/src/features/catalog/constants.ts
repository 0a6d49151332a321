import type { ProductListParams } from './api/get-products';

/** The home page's first page of products, newest first. */
export const NEW_ARRIVALS_QUERY = { page: 1, pageSize: 12, sort: 'newest' } as const satisfies ProductListParams;
