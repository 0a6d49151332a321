import { apiPaths, type PublicSettings } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { settingsKeys } from './keys';

export function getSettings(signal?: AbortSignal): Promise<PublicSettings> {
  return api.get<PublicSettings>(apiPaths.settings.href(), { signal });
}

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: settingsKeys.public(),
    queryFn: ({ signal }) => getSettings(signal),
    staleTime: 5 * 60_000,
  });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
