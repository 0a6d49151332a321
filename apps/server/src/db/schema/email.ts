/** The e-mail outbox, drained by a worker with FOR UPDATE SKIP LOCKED. */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, inList, timestamptz } from './columns.js';

export const emailStatuses = ['pending', 'sending', 'sent', 'failed'] as const;
export type EmailStatus = (typeof emailStatuses)[number];

export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text(),
    status: text().$type<EmailStatus>().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    sendAfter: timestamptz().notNull().defaultNow(),
    lockedAt: timestamptz(),
    sentAt: timestamptz(),
    createdAt: createdAt(),
  },
  (t) => [
    check('email_outbox_status_check', inList(t.status, emailStatuses)),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
    index('email_outbox_pending_idx')
      .on(t.sendAfter)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;
