import { createQueryKeys } from '@/lib/query-keys';

/** The admin's orders: lists by their filters and page, and one order's detail (by its number). */
export const adminOrderKeys = createQueryKeys('admin', 'orders');
