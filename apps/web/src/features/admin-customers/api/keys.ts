import { createQueryKeys } from '@/lib/query-keys';

/** The admin's customers: lists by search, sort and page, and one customer's detail. */
export const adminCustomerKeys = createQueryKeys('admin', 'customers');
