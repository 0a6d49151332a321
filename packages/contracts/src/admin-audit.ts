/** The admin's audit log (issue 13): who changed what, when, and how the row looked before and after. */
import { z } from 'zod';
import { adminListQuerySchema, adminListSchema } from './admin-list.js';

/** What an admin write did: the same list as the `admin_audit_log.action` column's (apps/server/src/db/schema/audit.ts). */
/** `export`: staff downloaded personal data (an orders or customers CSV); nothing changed. */
export const auditActions = ['create', 'update', 'delete', 'archive', 'upload', 'export'] as const;
export type AuditActionName = (typeof auditActions)[number];

/** Newest first unless asked otherwise; the log sorts by time only (its index). */
export const adminAuditListQuerySchema = adminListQuerySchema(['createdAt'] as const, { dir: 'desc' }).extend({
  /** One resource, as in `/api/admin/<resource>` (`coupons`, `orders`, `customers`, `products`, ...). */
  resource: z
    .string()
    .trim()
    .regex(/^[a-z][a-z-]{0,39}$/, 'Must be a resource name such as products')
    .optional(),
});
/** The query as the web sends it: every field may be left to its default. */
export type AdminAuditListQuery = Partial<z.output<typeof adminAuditListQuerySchema>>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  /** The staff member's e-mail at the time (kept when the account is deleted). */
  actorEmail: z.string(),
  action: z.enum(auditActions),
  resource: z.string(),
  resourceId: z.string().nullable(),
  /** The row before the write (update, delete) and after it (create, update): plain JSON. */
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>;

export const adminAuditListSchema = adminListSchema(adminAuditEntrySchema).extend({
  /** Every resource the log names, for the filter. */
  resources: z.array(z.string()),
});
export type AdminAuditList = z.infer<typeof adminAuditListSchema>;
