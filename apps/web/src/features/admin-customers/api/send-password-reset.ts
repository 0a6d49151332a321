import { apiPaths } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';

export function sendCustomerPasswordReset(customerId: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.admin.customerPasswordReset.href(customerId));
}

/** E-mails the customer the store's password-reset link; nothing on screen changes. */
export function useSendCustomerPasswordReset(email: string) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: sendCustomerPasswordReset,
    invalidate: () => [],
    success: t('customers.actions.resetSent', { email }),
    error: t('customers.actions.resetFailed'),
  });
}
