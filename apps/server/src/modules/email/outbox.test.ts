import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { startTestSmtp } from '../../test/smtp.js';
import { enqueueEmail } from './outbox.js';
import { createMailTransport, type MailTransport } from './transport.js';
import { drainOutbox } from './worker.js';

const log = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;
let database: Database;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp?.close();
  await database?.close();
});

describe('e-mail outbox', () => {
  it('delivers queued mail over SMTP once, even with two workers draining', async () => {
    for (let i = 0; i < 6; i++)
      await enqueueEmail(database.db, { to: `r${i}@example.com`, subject: `Hello ${i}`, text: 'Hi' });
    const a = createMailTransport({ smtpUrl: smtp.url, dataDir: '/tmp', log });
    const b = createMailTransport({ smtpUrl: smtp.url, dataDir: '/tmp', log });
    await Promise.all([
      drainOutbox(database.db, a, 'shop@example.com', log),
      drainOutbox(database.db, b, 'shop@example.com', log),
    ]);
    while ((await drainOutbox(database.db, a, 'shop@example.com', log)) > 0);
    expect(smtp.received.map((m) => m.subject).sort()).toEqual([
      'Hello 0',
      'Hello 1',
      'Hello 2',
      'Hello 3',
      'Hello 4',
      'Hello 5',
    ]);
    const rows = await database.db.select().from(emailOutbox);
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
    a.close();
    b.close();
  });

  it('keeps a mail that failed to send and retries it later', async () => {
    await enqueueEmail(database.db, { to: 'later@example.com', subject: 'Retry me', text: 'Hi' });
    const broken: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('connection refused');
      },
      close() {},
    };
    await drainOutbox(database.db, broken, 'shop@example.com', log);
    const [row] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'later@example.com'));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'connection refused' });
    expect(row!.sendAfter.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('issue 10: the outbox keeps no live links', () => {
  const resetMail = (to: string) => ({
    to,
    subject: 'Reset your password',
    text: 'Reset it here: http://localhost:3000/reset-password?token=secret-token-123',
    html: '<a href="http://localhost:3000/reset-password?token=secret-token-123">Reset</a>',
  });
  const rowFor = async (to: string) =>
    (await database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to)))[0]!;

  it('clears the body of a mail once it is sent, keeping who and what it was', async () => {
    await enqueueEmail(database.db, resetMail('reset-sent@example.com'));
    const transport = createMailTransport({ smtpUrl: smtp.url, dataDir: '/tmp', log });
    while ((await drainOutbox(database.db, transport, 'shop@example.com', log)) > 0);
    transport.close();
    expect(smtp.received.find((m) => m.to === 'reset-sent@example.com')?.text).toContain('token=secret-token-123');
    const row = await rowFor('reset-sent@example.com');
    expect(row).toMatchObject({ status: 'sent', subject: 'Reset your password', textBody: '', htmlBody: null });
  });

  it('clears the body of a mail given up on, and keeps it while it may still be retried', async () => {
    await enqueueEmail(database.db, resetMail('reset-failed@example.com'));
    const broken: MailTransport = {
      kind: 'smtp',
      send: async () => {
        throw new Error('mailbox unavailable');
      },
      close() {},
    };
    await drainOutbox(database.db, broken, 'shop@example.com', log);
    expect(await rowFor('reset-failed@example.com')).toMatchObject({ status: 'pending' });
    expect((await rowFor('reset-failed@example.com')).textBody).toContain('secret-token-123');
    // The last try: due now, with four attempts behind it.
    await database.db
      .update(emailOutbox)
      .set({ attempts: 4, sendAfter: new Date(Date.now() - 1000) })
      .where(eq(emailOutbox.toAddress, 'reset-failed@example.com'));
    await drainOutbox(database.db, broken, 'shop@example.com', log);
    expect(await rowFor('reset-failed@example.com')).toMatchObject({ status: 'failed', textBody: '', htmlBody: null });
  });
});
