import { apiPaths } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function sendCustomerPasswordReset(customerId: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.admin.customerPasswordReset.href(customerId));
}

/** E-mails the customer the store's password-reset link; nothing on screen changes. */
export function useSendCustomerPasswordReset() {
  return useMutation({ mutationFn: sendCustomerPasswordReset });
}
