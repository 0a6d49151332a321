import { apiPaths, type DreamBoxPrice } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminDreamBoxKeys } from './keys';

export function saveDreamBoxPrice(price: number): Promise<DreamBoxPrice> {
  return api.put<DreamBoxPrice>(apiPaths.admin.dreamBoxPrice.href(), { price });
}

/** ADM-DBOX-01: 'Dream Box price updated to $X' / 'Failed to update Dream Box price'. */
export function useSaveDreamBoxPrice() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveDreamBoxPrice,
    invalidate: () => [adminDreamBoxKeys.price()],
    success: (saved) => t('dreamBox.price.saved', { price: saved.price.toFixed(2) }),
    error: t('dreamBox.price.failed'),
  });
}
