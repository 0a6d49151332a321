/**
 * The admin's Subscribers tab (issue 29): the newsletter's addresses, confirmed or waiting for
 * their link, searchable by address, and the count of confirmed ones (the only ones that count).
 */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type {
  AdminSubscriber,
  AdminSubscriberList,
  AdminSubscriberStatus,
  adminSubscriberListQuerySchema,
} from '@marquee/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { newsletterSubscriptions as subscriptions, type NewsletterSubscription } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';
import { containsPattern } from '../../../lib/like-pattern.js';
import { readPage } from '../../../lib/paged-list.js';
import { auditTrail, type AdminActor } from '../../audit/record.js';

const audit = auditTrail('newsletter-subscribers');

export const confirmed = isNotNull(subscriptions.confirmedAt);

/** The list's search (part of the address, any case) and filter; the export reads the same. */
export function subscriberFilter(query: { q?: string | undefined; status?: AdminSubscriberStatus | undefined }) {
  return and(
    query.q ? ilike(subscriptions.email, containsPattern(query.q)) : undefined,
    query.status === 'confirmed'
      ? confirmed
      : query.status === 'pending'
        ? isNull(subscriptions.confirmedAt)
        : undefined,
  );
}

function toAdminSubscriber(row: NewsletterSubscription): AdminSubscriber {
  return {
    id: row.id,
    email: row.email,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    subscribedAt: row.createdAt.toISOString(),
    language: row.language === 'he' ? 'he' : 'en',
  };
}

type ListQuery = z.output<typeof adminSubscriberListQuerySchema>;

const sortColumns = { createdAt: subscriptions.createdAt, email: subscriptions.email } as const;

export async function listSubscribersForAdmin(db: Db, query: ListQuery): Promise<AdminSubscriberList> {
  const where: SQL | undefined = subscriberFilter(query);
  const direction = query.dir === 'asc' ? asc : desc;
  const [{ rows, total }, [counted]] = await Promise.all([
    readPage(
      db,
      query,
      db
        .select()
        .from(subscriptions)
        .where(where)
        .orderBy(direction(sortColumns[query.sort]), direction(subscriptions.id))
        .$dynamic(),
      { table: subscriptions, where },
    ),
    db.select({ n: count() }).from(subscriptions).where(confirmed),
  ]);
  return {
    items: rows.map(toAdminSubscriber),
    total,
    page: query.page,
    pageSize: query.pageSize,
    confirmedCount: counted?.n ?? 0,
  };
}

/** Staff remove an address (a request by e-mail, a bounce): the row goes, as with the unsubscribe link. */
export async function deleteSubscriber(db: Db, actor: AdminActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx.delete(subscriptions).where(eq(subscriptions.id, id)).returning();
    if (!removed) throw notFound('No subscriber with this id.');
    // The audit row keeps the id and the state, not the address (the address is what was removed).
    await audit.deleted(tx, actor, id, { confirmed: removed.confirmedAt !== null, language: removed.language });
  });
}
