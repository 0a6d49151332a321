import { apiPaths } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Double opt-in's second step: the e-mailed link's token, sent by the page's button. */
export function confirmSubscription(token: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.newsletterConfirm.href(), { token });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}
