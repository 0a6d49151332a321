import { apiPaths, type NewsletterBody } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function subscribeNewsletter(body: NewsletterBody): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.newsletter.href(), body);
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
