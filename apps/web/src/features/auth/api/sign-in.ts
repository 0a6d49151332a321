import { apiPaths, type SessionUser, type SignInBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { replaceSession } from './session-cache';

export function signIn(input: SignInBody): Promise<{ user: SessionUser }> {
  return api.post<{ user: SessionUser }>(apiPaths.auth.signIn.href(), input);
}

export function useSignIn(mutationConfig?: MutationConfig<typeof signIn>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: signIn,
    onSuccess: async (...args) => {
      await replaceSession(queryClient, args[0].user);
      await onSuccess?.(...args);
    },
  });
}
