import type { AdminOrderListQuery } from '@marquee/contracts';

/** The admin's orders: lists by their filters and page, and one order's detail. */
export const adminOrderKeys = {
  all: ['admin', 'orders'] as const,
  lists: () => ['admin', 'orders', 'list'] as const,
  list: (query: Partial<AdminOrderListQuery>) => ['admin', 'orders', 'list', query] as const,
  details: () => ['admin', 'orders', 'detail'] as const,
  detail: (orderNumber: string) => ['admin', 'orders', 'detail', orderNumber] as const,
};
