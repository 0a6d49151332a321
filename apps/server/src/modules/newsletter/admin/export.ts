/**
 * The Subscribers tab's CSV export (issue 29, decisions 096 and 097): the confirmed addresses
 * the screen's search and filter match, oldest first, read a batch at a time by id through the
 * one CSV writer every export shares.
 */
import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { newsletterSubscriptions as subscriptions } from '../../../db/schema/index.js';
import { readInBatches } from '../../../lib/batches.js';
import { csvDate, type CsvColumn } from '../../../lib/csv-export.js';
import { confirmed } from './list.js';

async function readSubscribers(db: Db, filter: SQL | undefined, after: number | undefined, size: number) {
  return db
    .select({
      id: subscriptions.id,
      email: subscriptions.email,
      confirmedAt: subscriptions.confirmedAt,
      createdAt: subscriptions.createdAt,
      language: subscriptions.language,
    })
    .from(subscriptions)
    .where(and(confirmed, filter, after === undefined ? undefined : gt(subscriptions.id, after)))
    .orderBy(asc(subscriptions.id))
    .limit(size);
}

export type SubscriberExportRow = Awaited<ReturnType<typeof readSubscribers>>[number];

/** The matching confirmed addresses, a batch at a time. */
export const subscriberExportBatches = (db: Db, filter: SQL | undefined) =>
  readInBatches<SubscriberExportRow, number>(
    (after, size) => readSubscribers(db, filter, after, size),
    (row) => row.id,
  );

export const subscriberExportColumns: CsvColumn<SubscriberExportRow>[] = [
  { header: 'E-mail', cell: (row) => row.email },
  // Every exported address is confirmed (the filter above); the column says when.
  { header: 'Confirmed (UTC)', cell: (row) => row.confirmedAt && csvDate(row.confirmedAt) },
  { header: 'Subscribed (UTC)', cell: (row) => csvDate(row.createdAt) },
  { header: 'Language', cell: (row) => row.language },
];
