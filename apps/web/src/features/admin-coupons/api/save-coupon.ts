import { apiPaths, type AdminCoupon, type CouponCreateBody, type CouponUpdateBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminCouponKeys } from './keys';

export function createCoupon(body: CouponCreateBody): Promise<AdminCoupon> {
  return api.post<AdminCoupon>(apiPaths.admin.coupons.href(), body);
}

export function updateCoupon({ code, body }: { code: string; body: CouponUpdateBody }): Promise<AdminCoupon> {
  return api.patch<AdminCoupon>(apiPaths.admin.coupon.href(code), body);
}

export function deleteCoupon(code: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.coupon.href(code));
}

/** Every change refreshes the coupon lists. */
function useCouponMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminCouponKeys.all }),
  });
}

export const useCreateCoupon = () => useCouponMutation(createCoupon);
export const useUpdateCoupon = () => useCouponMutation(updateCoupon);
export const useDeleteCoupon = () => useCouponMutation(deleteCoupon);
