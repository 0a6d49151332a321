import type { FastifyRequest } from 'fastify';
import type { LiveEventType } from '@marquee/contracts';
import type { Db } from '../../db/client.js';
import { adminAuditLog, type AuditAction } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';
import { publishCatalogEvent } from '../live-events/publish.js';

/** The staff member behind an admin write. */
export interface AdminActor {
  id: string;
  email: string;
}

/** The signed-in admin of a request in the guarded /api/admin scope (its hook already checked the role). */
export async function adminActor(request: FastifyRequest): Promise<AdminActor> {
  const current = await request.currentSession();
  if (!current) throw unauthorized();
  return { id: current.user.id, email: current.user.email };
}

export interface AdminWrite {
  action: AuditAction;
  /** The admin resource, named as in `/api/admin/<resource>`. */
  resource: string;
  resourceId?: string | number | null;
  /** The row as it was (update, delete) and as it is now (create, update); plain JSON. */
  before?: unknown;
  after?: unknown;
  /** The storefront data this write changed; each server forgets its caches, open pages refetch. */
  event?: LiveEventType;
}

/**
 * Records an admin write and announces it. Call it inside the write's transaction: the audit
 * row commits or rolls back with the write, and PostgreSQL delivers the NOTIFY only on commit,
 * so a failed write leaves neither a row nor an event.
 */
export async function recordAdminWrite(tx: Db, actor: AdminActor, write: AdminWrite): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: write.action,
    resource: write.resource,
    resourceId: write.resourceId === undefined || write.resourceId === null ? null : String(write.resourceId),
    before: toJson(write.before),
    after: toJson(write.after),
  });
  if (write.event) await publishCatalogEvent(tx, { type: write.event });
}

type ResourceId = AdminWrite['resourceId'];

/**
 * The audit trail of one admin resource: its name and the live event its writes announce are
 * said once, and each write then says only which row and what it was and is. Call its methods
 * inside the write's transaction, as recordAdminWrite.
 */
export function auditTrail(resource: string, event?: LiveEventType) {
  const record = (tx: Db, actor: AdminActor, write: Omit<AdminWrite, 'resource' | 'event'>) =>
    recordAdminWrite(tx, actor, { ...write, resource, event });
  return {
    record,
    created: (tx: Db, actor: AdminActor, resourceId: ResourceId, after: unknown) =>
      record(tx, actor, { action: 'create', resourceId, after }),
    updated: (tx: Db, actor: AdminActor, resourceId: ResourceId, before: unknown, after: unknown) =>
      record(tx, actor, { action: 'update', resourceId, before, after }),
    deleted: (tx: Db, actor: AdminActor, resourceId: ResourceId, before: unknown) =>
      record(tx, actor, { action: 'delete', resourceId, before }),
  };
}

/** Dates become ISO text and undefined drops out, as they would over the API. */
function toJson(value: unknown): unknown {
  return value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);
}
