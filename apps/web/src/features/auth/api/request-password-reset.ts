import { apiPaths } from '@marquee/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

export function requestPasswordReset(input: { email: string }): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.auth.requestPasswordReset.href(), input);
}

export function useRequestPasswordReset(mutationConfig?: MutationConfig<typeof requestPasswordReset>) {
  return useMutation({ ...mutationConfig, mutationFn: requestPasswordReset });
}
