import { createQueryKeys } from '@/lib/query-keys';

/** The admin's coupons: lists by page and search, and one coupon (the form opened by `?edit=<code>`). */
export const adminCouponKeys = createQueryKeys('admin', 'coupons');
