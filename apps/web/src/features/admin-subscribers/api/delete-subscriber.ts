import { apiPaths } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSubscriberKeys } from './keys';

export function deleteSubscriber(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.newsletterSubscriber.href(id));
}

export function useDeleteSubscriber() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteSubscriber,
    invalidate: () => [adminSubscriberKeys.lists()],
    success: t('subscribers.deleted'),
    error: t('subscribers.deleteFailed'),
  });
}
