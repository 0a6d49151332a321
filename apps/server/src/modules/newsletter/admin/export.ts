import { Readable } from 'node:stream';
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { newsletterSubscriptions as subscriptions } from '../../../db/schema/index.js';
import { csvLine } from './csv.js';
import { confirmed } from './list.js';

/** Rows read per query: memory stays flat whatever the size of the list. */
export const EXPORT_BATCH = 500;

/**
 * The confirmed addresses matching `filter`, as CSV lines read from the database in batches by
 * id (each batch its own short query, so no transaction or cursor stays open while a slow
 * download drains the stream).
 */
export async function* subscriberCsvLines(db: Db, filter: SQL | undefined): AsyncGenerator<string> {
  yield csvLine(['email', 'confirmed_at', 'subscribed_at', 'language']);
  let after = 0;
  for (;;) {
    const batch = await db
      .select({
        id: subscriptions.id,
        email: subscriptions.email,
        confirmedAt: subscriptions.confirmedAt,
        createdAt: subscriptions.createdAt,
        language: subscriptions.language,
      })
      .from(subscriptions)
      .where(and(confirmed, filter, gt(subscriptions.id, after)))
      .orderBy(asc(subscriptions.id))
      .limit(EXPORT_BATCH);
    if (batch.length === 0) return;
    yield batch
      .map((row) =>
        csvLine([row.email, row.confirmedAt?.toISOString() ?? '', row.createdAt.toISOString(), row.language]),
      )
      .join('');
    after = batch.at(-1)!.id;
    if (batch.length < EXPORT_BATCH) return;
  }
}

export function subscriberCsvStream(db: Db, filter: SQL | undefined): Readable {
  return Readable.from(subscriberCsvLines(db, filter), { objectMode: false });
}
