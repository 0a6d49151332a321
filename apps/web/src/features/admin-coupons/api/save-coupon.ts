import { apiPaths, type AdminCoupon, type CouponCreateBody, type CouponUpdateBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminCouponKeys } from './keys';

export type CouponSave = { code?: undefined; body: CouponCreateBody } | { code: string; body: CouponUpdateBody };

export function saveCoupon({ code, body }: CouponSave): Promise<AdminCoupon> {
  return code === undefined
    ? api.post<AdminCoupon>(apiPaths.admin.coupons.href(), body)
    : api.patch<AdminCoupon>(apiPaths.admin.coupon.href(code), body);
}

export function deleteCoupon(code: string): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.coupon.href(code));
}

/** Every change refetches the lists and the coupon. */
const invalidate = (code: string | undefined) => [adminCouponKeys.lists(), adminCouponKeys.detail(code ?? '')];

/** The form: creates a coupon or saves an edit; the server's field messages go on the form. */
export function useSaveCoupon(isNew: boolean, onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveCoupon,
    invalidate: ({ code }, coupon) => invalidate(code ?? coupon?.code),
    success: t(isNew ? 'coupons.created' : 'coupons.saved'),
    error: t('coupons.saveFailed'),
    onFieldErrors,
  });
}

/** The list's Active switch. */
export function useSetCouponActive() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: ({ code, isActive }: { code: string; isActive: boolean }) => saveCoupon({ code, body: { isActive } }),
    invalidate: ({ code }) => invalidate(code),
    success: (coupon) => t(coupon.isActive ? 'coupons.activated' : 'coupons.deactivated', { code: coupon.code }),
    error: t('coupons.saveFailed'),
  });
}

/** Deletes an unused coupon (the server answers 409 for one an order used). */
export function useDeleteCoupon() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    // Answers with the code, for the toast.
    mutationFn: (code: string) => deleteCoupon(code).then(() => code),
    invalidate: (code) => invalidate(code),
    success: (code) => t('coupons.deleted', { code }),
    error: t('coupons.deleteFailed'),
  });
}
