import { apiPaths } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { authKeys } from './keys';

export function resetPassword(input: { token: string; password: string }): Promise<{ ok: true }> {
  return api.post<{ ok: true }>(apiPaths.auth.resetPassword.href(), input);
}

export function useResetPassword(mutationConfig?: MutationConfig<typeof resetPassword>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: resetPassword,
    onSuccess: async (...args) => {
      // Resetting a password ends the user's other sessions on the server.
      await queryClient.invalidateQueries({ queryKey: authKeys.all });
      await onSuccess?.(...args);
    },
  });
}
