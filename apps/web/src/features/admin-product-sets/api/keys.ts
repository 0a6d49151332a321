import { createQueryKeys } from '@/lib/query-keys';

/** The admin's product sets: lists by page, sort and search; one set by id. */
export const adminProductSetKeys = createQueryKeys('admin-product-sets');
