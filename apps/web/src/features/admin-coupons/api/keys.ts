import type { AdminCouponListQuery } from '@marquee/contracts';

/** The admin's coupons: lists by page and search. */
export const adminCouponKeys = {
  all: ['admin', 'coupons'] as const,
  lists: () => ['admin', 'coupons', 'list'] as const,
  list: (query: Partial<AdminCouponListQuery>) => ['admin', 'coupons', 'list', query] as const,
};
