import { apiPaths, type AdminCouponList, type AdminCouponListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCouponKeys } from './keys';

export type AdminCouponsQuery = Partial<AdminCouponListQuery>;

export function getAdminCoupons(query: AdminCouponsQuery, signal?: AbortSignal): Promise<AdminCouponList> {
  return api.get<AdminCouponList>(apiPaths.admin.coupons.href(), { query: { ...query }, signal });
}

export const adminCouponsQueryOptions = (query: AdminCouponsQuery) =>
  queryOptions({
    queryKey: adminCouponKeys.list(query),
    queryFn: ({ signal }) => getAdminCoupons(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCoupons(query: AdminCouponsQuery) {
  return useQuery(adminCouponsQueryOptions(query));
}
