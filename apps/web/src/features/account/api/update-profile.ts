import { apiPaths, type Profile, type ProfileBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { accountKeys } from './keys';

export function updateProfile(body: ProfileBody): Promise<Profile> {
  return api.put<Profile>(apiPaths.account.profile.href(), body);
}

export function useUpdateProfile(mutationConfig?: MutationConfig<typeof updateProfile>) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: updateProfile,
    onSuccess: async (...args) => {
      queryClient.setQueryData(accountKeys.profile(), args[0]);
      await onSuccess?.(...args);
    },
  });
}
