import { apiPaths } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceSession } from '@/features/auth/api/session-cache';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';

/** Deletes the signed-in account; 502 ACCOUNT_DELETE_FAILED with nothing half-deleted. */
export function deleteAccount(): Promise<void> {
  return api.delete<void>(apiPaths.account.root.href());
}

export function useDeleteAccount(mutationConfig?: MutationConfig<typeof deleteAccount>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: deleteAccount,
    onSuccess: async (...args) => {
      // The server ended the session with the account; the gate drops the account's data.
      await replaceSession(queryClient, null);
      await onSuccess?.(...args);
    },
  });
}
