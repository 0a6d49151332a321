import { apiPaths, type Profile } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './keys';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>(apiPaths.account.profile.href(), { signal });
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
