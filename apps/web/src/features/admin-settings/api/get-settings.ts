import { apiPaths, type AdminSettings } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return api.get<AdminSettings>(apiPaths.admin.settings.href(), { signal });
}

export const adminSettingsQueryOptions = () =>
  queryOptions({ queryKey: adminSettingsKeys.settings(), queryFn: ({ signal }) => getAdminSettings(signal) });

/** Announcement, logo, theme and social links in one answer. */
export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}
