/** Who changed what in the admin, and how: one row per admin write (issue 13). */
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { user } from './auth.js';
import { createdAt } from './columns.js';

/** `export`: staff downloaded personal data (a CSV); a text column, so a new action needs no migration. */
export const auditActions = ['create', 'update', 'delete', 'archive', 'upload', 'export'] as const;
export type AuditAction = (typeof auditActions)[number];

export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null once the staff account is deleted; the e-mail stays so the row still says who. */
    actorId: text().references(() => user.id, { onDelete: 'set null' }),
    actorEmail: text().notNull(),
    action: text().$type<AuditAction>().notNull(),
    /** The admin resource, as in `/api/admin/<resource>` (e.g. products, films, media). */
    resource: text().notNull(),
    resourceId: text(),
    before: jsonb(),
    after: jsonb(),
    createdAt: createdAt(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt.desc()),
    index('admin_audit_log_resource_idx').on(t.resource, t.resourceId),
  ],
);

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
