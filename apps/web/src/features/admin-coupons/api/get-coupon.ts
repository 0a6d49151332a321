import { apiPaths, type AdminCoupon } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCouponKeys } from './keys';

export function getAdminCoupon(code: string, signal?: AbortSignal): Promise<AdminCoupon> {
  return api.get<AdminCoupon>(apiPaths.admin.coupon.href(code), { signal });
}

/** One coupon, for the form opened from a link (`?edit=<code>`); a null code fetches nothing. */
export function useAdminCoupon(code: string | null) {
  return useQuery({
    queryKey: adminCouponKeys.detail(code ?? ''),
    queryFn: ({ signal }) => getAdminCoupon(code!, signal),
    enabled: code !== null,
  });
}
