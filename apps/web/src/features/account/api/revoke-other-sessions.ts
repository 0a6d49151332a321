import { apiPaths } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

/** Signs out every browser of the account but this one. */
export function revokeOtherSessions(): Promise<{ revoked: number }> {
  return api.delete<{ revoked: number }>(apiPaths.account.otherSessions.href());
}

export function useRevokeOtherSessions(mutationConfig?: MutationConfig<typeof revokeOtherSessions>) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: revokeOtherSessions,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
      await onSettled?.(...args);
    },
  });
}
