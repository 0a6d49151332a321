/**
 * The audit log's list (issue 13): newest first, by resource, and a search that is an exact id
 * or part of the admin's e-mail. The page reads admin_audit_log_created_at_idx in order (or
 * admin_audit_log_resource_idx with a resource) and stops at the page.
 */
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { AdminAuditEntry, AdminAuditList, adminAuditListQuerySchema } from '@marquee/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/like-pattern.js';
import { readPage } from '../../lib/paged-list.js';

type AuditListQuery = z.output<typeof adminAuditListQuerySchema>;

export async function listAuditLog(db: Db, query: AuditListQuery): Promise<AdminAuditList> {
  const conditions: SQL[] = [];
  if (query.resource) conditions.push(eq(adminAuditLog.resource, query.resource));
  if (query.q) {
    conditions.push(
      or(eq(adminAuditLog.resourceId, query.q), ilike(adminAuditLog.actorEmail, containsPattern(query.q)))!,
    );
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.dir === 'asc' ? asc : desc;

  const [{ rows, total }, resources] = await Promise.all([
    readPage(
      db,
      query,
      db
        .select()
        .from(adminAuditLog)
        .where(where)
        .orderBy(order(adminAuditLog.createdAt), order(adminAuditLog.id))
        .$dynamic(),
      { table: adminAuditLog, where },
    ),
    db.selectDistinct({ resource: adminAuditLog.resource }).from(adminAuditLog).orderBy(adminAuditLog.resource),
  ]);

  return {
    items: rows.map((row): AdminAuditEntry => ({
      id: row.id,
      actorEmail: row.actorEmail,
      action: row.action,
      resource: row.resource,
      resourceId: row.resourceId,
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    })),
    total,
    page: query.page,
    pageSize: query.pageSize,
    resources: resources.map((row) => row.resource),
  };
}
