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
