import type { AdminAuditListQuery } from '@marquee/contracts';

/**
 * The dashboard's own data, under the 'admin' domain like every admin key: staff data is
 * personal (never written into a server-rendered page) and is dropped when the admin signs out.
 */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
};

/** The audit log's pages (each list's query is part of its key). */
export const auditLogKeys = {
  all: ['admin', 'auditLog'] as const,
  lists: () => ['admin', 'auditLog', 'list'] as const,
  list: (query: AdminAuditListQuery) => ['admin', 'auditLog', 'list', query] as const,
};
