import { apiPaths, type AdminAuditList, type AdminAuditListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { auditLogKeys } from './keys';

export function getAuditLog(query: AdminAuditListQuery, signal?: AbortSignal): Promise<AdminAuditList> {
  return api.get<AdminAuditList>(apiPaths.admin.auditLog.href(query), { signal });
}

export const auditLogQueryOptions = (query: AdminAuditListQuery) =>
  queryOptions({
    queryKey: auditLogKeys.list(query),
    queryFn: ({ signal }) => getAuditLog(query, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AdminAuditListQuery) {
  return useQuery(auditLogQueryOptions(query));
}
