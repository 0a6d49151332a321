import { apiPaths, type DreamBoxPrice } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminDreamBoxKeys } from './keys';

export function saveDreamBoxPrice(price: number): Promise<DreamBoxPrice> {
  return api.put<DreamBoxPrice>(apiPaths.admin.dreamBoxPrice.href(), { price });
}

/** ADM-DBOX-01: 'Failed to update Dream Box price' on failure. */
export function useSaveDreamBoxPrice() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDreamBoxPrice,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminDreamBoxKeys.price(), saved);
      toast.success(t('dreamBox.price.saved', { price: saved.price.toFixed(2) }));
    },
    onError: (error) => toast.error(t('dreamBox.price.failed'), { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminDreamBoxKeys.price() }),
  });
}
