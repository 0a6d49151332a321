import { createQueryKeys } from '@/lib/query-keys';

/** The dashboard's own data: the Overview (other admin screens keep keys in their feature). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
};

/** The audit log's pages (each list's query is part of its key). */
export const auditLogKeys = createQueryKeys('adminAuditLog');
