import { createQueryKeys } from '@/lib/query-keys';

/** The admin's categories: lists by page, sort and search; one category by id. */
export const adminCategoryKeys = createQueryKeys('admin-categories');
