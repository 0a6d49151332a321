import { apiPaths } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Ends the subscription of a marketing e-mail's unsubscribe link. */
export function unsubscribe(token: string): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.newsletterUnsubscribe.href({ token }));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
