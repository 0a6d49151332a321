import { createQueryKeys } from '@/lib/query-keys';

/** The admin's product tags: lists by page, type and search; `all tags` for the category form. */
export const adminProductTagKeys = createQueryKeys('admin-product-tags');
