import { apiPaths } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceSession } from './session-cache';

export function signOut(): Promise<void> {
  return api.post<void>(apiPaths.auth.signOut.href());
}

export function useSignOut(mutationConfig?: MutationConfig<typeof signOut>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signOut,
    onSuccess: async (...args) => {
      await replaceSession(queryClient, null);
      await onSuccess?.(...args);
    },
  });
}
