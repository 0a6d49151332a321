import { apiPaths } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

/** Signs out one of the account's other browsers. */
export function revokeSession(sessionId: string): Promise<{ revoked: number }> {
  return api.delete<{ revoked: number }>(apiPaths.account.session.href(sessionId));
}

export function useRevokeSession(mutationConfig?: MutationConfig<typeof revokeSession>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: revokeSession,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
      await onSettled?.(...args);
    },
  });
}
