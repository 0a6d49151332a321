import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { signInFailures } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { upsertAdmin } from './admin-accounts.js';

const store = testStoreForFile();

const LOCK_SUBJECT = 'Your Marquee account is locked for a while';
const LOCK_MESSAGE = 'Too many failed sign-in attempts. This account is locked for 15 minutes.';

/** Each attempt from a new address, as an attacker rotating addresses would: the lock is per account. */
const attempt = (email: string, password: string, path = '/api/auth/sign-in') =>
  new TestClient(store.app).post(path, { email, password });

async function newAccount() {
  const client = new TestClient(store.app);
  const account = await signUp(client);
  await client.post('/api/auth/sign-out');
  return account;
}

async function lockMailsTo(email: string) {
  const mails = await store.deliverMail();
  return mails.filter((m) => m.to.includes(email) && m.subject === LOCK_SUBJECT);
}

/** What a caller can see of an answer: status, body and the wait (rounded to the minute). */
function visible(response: LightMyRequestResponse) {
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    error: response.json().error,
    retryAfterMinutes: retryAfter === undefined ? undefined : Math.round(Number(retryAfter) / 60),
  };
}

describe('issue 10: failed passwords lock the account, not the address', () => {
  it('issue 10: five wrong passwords lock the account for 15 minutes with 429 and Retry-After, and its owner gets one e-mail', async () => {
    const { email, password } = await newAccount();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await attempt(email, 'wrong password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401]);

    const fifth = await attempt(email, 'wrong password');
    expect(fifth.statusCode).toBe(429);
    const retryAfter = Number(fifth.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(fifth.json().error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: LOCK_MESSAGE,
      retryAfterSeconds: retryAfter,
    });

    // Locked: even the right password, at either sign-in, and more wrong ones in parallel.
    const right = await attempt(email, password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('ACCOUNT_LOCKED');
    expect((await attempt(email, password, '/api/auth/admin-sign-in')).statusCode).toBe(429);
    const more = await Promise.all(Array.from({ length: 5 }, () => attempt(email, 'wrong password')));
    expect(more.map((r) => r.statusCode)).toEqual([429, 429, 429, 429, 429]);

    const mails = await lockMailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('locked sign-in for 15 minutes');
    expect(mails[0]!.text).toContain('http://localhost:3000/login');
  });

  it('issue 10: concurrent wrong passwords start one lock and send one e-mail', async () => {
    const { email } = await newAccount();
    const answers = await Promise.all(Array.from({ length: 8 }, () => attempt(email, 'wrong password')));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429, 429]);
    expect(await lockMailsTo(email)).toHaveLength(1);
  });

  it('issue 10: a successful sign-in in between resets the count', async () => {
    const { email, password } = await newAccount();
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong password')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong password')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
    // Counting starts again from the success: the fifth failure after it locks.
    for (let i = 0; i < 4; i++) expect((await attempt(email, 'wrong password')).statusCode).toBe(401);
    expect((await attempt(email, 'wrong password')).statusCode).toBe(429);
  });

  it('issue 10: an unknown e-mail gets exactly the answers a known one gets, and nobody is e-mailed', async () => {
    const { email: known } = await newAccount();
    const unknown = `nobody-${Date.now()}@example.com`;
    const run = async (email: string) => {
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(visible(await attempt(email, 'wrong password')));
      return answers;
    };
    const knownAnswers = await run(known);
    const unknownAnswers = await run(unknown);
    expect(unknownAnswers).toEqual(knownAnswers);
    expect(knownAnswers.map((a) => a.status)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(knownAnswers[4]).toEqual({
      status: 429,
      error: { code: 'ACCOUNT_LOCKED', message: LOCK_MESSAGE, retryAfterSeconds: expect.any(Number) },
      retryAfterMinutes: 15,
    });
    expect(await lockMailsTo(known)).toHaveLength(1);
    expect(await lockMailsTo(unknown)).toHaveLength(0);
  });

  it('issue 10: sign-in and admin sign-in count against the same account; a customer at the admin sign-in is not a failure', async () => {
    await upsertAdmin(store.database.db, store.app.auth, 'lock-admin@example.com', 'admin password 1');
    for (let i = 0; i < 2; i++) await attempt('lock-admin@example.com', 'wrong password');
    for (let i = 0; i < 2; i++) await attempt('lock-admin@example.com', 'wrong password', '/api/auth/admin-sign-in');
    const locked = await attempt('lock-admin@example.com', 'wrong password', '/api/auth/admin-sign-in');
    expect(locked.statusCode).toBe(429);

    const { email, password } = await newAccount();
    for (let i = 0; i < 6; i++)
      expect((await attempt(email, password, '/api/auth/admin-sign-in')).json().error.code).toBe('NOT_ADMIN');
    expect((await attempt(email, password)).statusCode).toBe(200);
  });

  it('issue 10: the lock is kept in the database: another instance on it sees the lock, and it ends after 15 minutes', async () => {
    const { email, password } = await newAccount();
    for (let i = 0; i < 5; i++) await attempt(email, 'wrong password');

    const other = await buildApp({ db: store.database.db, config: store.config, logger: false });
    try {
      const there = await new TestClient(other).post('/api/auth/sign-in', { email, password });
      expect(there.statusCode).toBe(429);
      expect(there.json().error.code).toBe('ACCOUNT_LOCKED');
    } finally {
      await other.close();
    }

    // Fifteen minutes later (the clock moved by moving the stored lock back).
    const { db } = store.database;
    const ago = (ms: number) => new Date(Date.now() - ms);
    await db
      .update(signInFailures)
      .set({ lockedUntil: ago(1000), lastFailedAt: ago(15 * 60_000 + 1000) })
      .where(eq(signInFailures.email, email));
    expect((await attempt(email, 'wrong password')).statusCode).toBe(401);
    expect((await attempt(email, password)).statusCode).toBe(200);
    expect(await db.select().from(signInFailures).where(eq(signInFailures.email, email))).toEqual([]);
  });
});
