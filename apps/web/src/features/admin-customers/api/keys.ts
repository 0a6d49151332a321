import type { adminCustomerListQuerySchema } from '@marquee/contracts';
import type { z } from 'zod';

/** The list's search, sort and page as sent (the contract's input type leaves the numbers unknown). */
export type AdminCustomersQuery = Partial<z.output<typeof adminCustomerListQuerySchema>>;

/** The admin's customers: lists by search, sort and page, and one customer's detail. */
export const adminCustomerKeys = {
  all: ['admin', 'customers'] as const,
  lists: () => ['admin', 'customers', 'list'] as const,
  list: (query: AdminCustomersQuery) => ['admin', 'customers', 'list', query] as const,
  details: () => ['admin', 'customers', 'detail'] as const,
  detail: (customerId: string) => ['admin', 'customers', 'detail', customerId] as const,
};
