import { apiPaths, type SessionUser, type SignInBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceSession } from './session-cache';

export function adminSignIn(input: SignInBody): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>(apiPaths.auth.adminSignIn.href(), input);
}

export function useAdminSignIn(mutationConfig?: MutationConfig<typeof adminSignIn>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: adminSignIn,
    onSuccess: async (...args) => {
      await replaceSession(queryClient, args[0].user);
      await onSuccess?.(...args);
    },
  });
}
