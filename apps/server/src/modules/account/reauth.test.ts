import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { account, session, sessionReauthentications, user, verification } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient, lastMailedCode, otherCodeThan } from '../../test/app.js';

const MINUTE = 60_000;
let now = new Date();
const store = testStoreForFile({ clock: () => now });
beforeEach(() => {
  now = new Date();
});
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

const reauthPath = apiPaths.account.reauthenticate.href();
const codePath = apiPaths.account.reauthenticateCode.href();
const exportPath = apiPaths.account.export.href();
const deletePath = apiPaths.account.root.href();
const SESSION_COOKIE = 'marquee.session_token';

async function customer() {
  const client = new TestClient(store.app);
  const credentials = await signUp(client);
  return { client, ...credentials };
}

async function userIdOf(email: string): Promise<string> {
  const [row] = await store.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row!.id;
}

/** The account signs in some other way: its credential row keeps no password. */
async function withoutPassword(email: string) {
  await store.database.db
    .update(account)
    .set({ password: null })
    .where(and(eq(account.userId, await userIdOf(email)), eq(account.providerId, 'credential')));
}

const mailedCode = (email: string) => lastMailedCode(store, email, 'Your Marquee confirmation code');
const otherThan = otherCodeThan;

async function expectRefused(client: TestClient) {
  for (const response of [await client.get(exportPath), await client.delete(deletePath)]) {
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({
      code: 'REAUTH_REQUIRED',
      message: 'Please confirm your password to continue.',
    });
  }
}

async function stillExists(email: string) {
  expect(await store.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
}

describe('issue 27 point 4: re-authentication before deleting the account or downloading its data', () => {
  it('a session cookie alone no longer deletes the account or downloads its data', async () => {
    const { client, email } = await customer();
    await expectRefused(client);
    await stillExists(email);
    expect(await client.get(reauthPath).then((r) => r.json())).toEqual({
      hasPassword: true,
      reauthenticatedUntil: null,
    });
  });

  it('a wrong password is refused naming the field, and both actions stay refused', async () => {
    const { client, email } = await customer();
    const wrong = await client.post(reauthPath, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'Incorrect password.',
      fields: { password: 'Incorrect password.' },
    });
    await expectRefused(client);
    await stillExists(email);

    const empty = await client.post(reauthPath, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ password: 'Password is required' });
    const both = await client.post(reauthPath, { password: 'x', code: '123456' });
    expect(both.statusCode).toBe(400);
    expect(both.json().error.fields).toHaveProperty('code');
  });

  it('the right password opens both for this session for 10 minutes, then they are refused again', async () => {
    const { client, email, password } = await customer();
    const confirmed = await client.post(reauthPath, { password });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      hasPassword: true,
      reauthenticatedUntil: new Date(now.getTime() + 10 * MINUTE).toISOString(),
    });
    expect((await client.get(exportPath)).statusCode).toBe(200);
    advance(9 * MINUTE + 59_000);
    expect((await client.get(exportPath)).statusCode).toBe(200);
    advance(2_000);
    await expectRefused(client);
    await stillExists(email);

    await client.post(reauthPath, { password });
    const proofs = await store.database.db
      .select({ sessionId: sessionReauthentications.sessionId })
      .from(sessionReauthentications)
      .innerJoin(session, eq(session.id, sessionReauthentications.sessionId))
      .where(eq(session.userId, await userIdOf(email)));
    expect(proofs).toHaveLength(1);
    const deleted = await client.delete(deletePath);
    expect(deleted.statusCode).toBe(204);
    expect(await store.database.db.select().from(user).where(eq(user.email, email))).toHaveLength(0);
    // The proof went with the session.
    expect(
      await store.database.db
        .select()
        .from(sessionReauthentications)
        .where(eq(sessionReauthentications.sessionId, proofs[0]!.sessionId)),
    ).toEqual([]);
  });

  it('another browser of the same account proving itself does not open this one', async () => {
    const { client, email, password } = await customer();
    const laptop = new TestClient(store.app);
    expect((await laptop.post('/api/auth/sign-in', { email, password })).statusCode).toBe(200);
    expect(laptop.cookie(SESSION_COOKIE)).not.toBe(client.cookie(SESSION_COOKIE));

    expect((await laptop.post(reauthPath, { password })).statusCode).toBe(200);
    expect((await laptop.get(exportPath)).statusCode).toBe(200);
    await expectRefused(client);
    await stillExists(email);
  });

  it('five wrong passwords in a quarter hour stop this session trying, the right one included, and do not lock sign-in', async () => {
    const { client, email, password } = await customer();
    for (let i = 0; i < 5; i++)
      expect((await client.post(reauthPath, { password: `wrong ${i}` })).statusCode).toBe(400);
    const refused = await client.post(reauthPath, { password });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.message).toBe('Too many incorrect passwords. Please try again in 15 minutes.');
    expect(refused.headers['retry-after']).toBe('900');
    await expectRefused(client);
    // Signing in is untouched: the owner is not locked out by whoever holds a session.
    expect((await new TestClient(store.app).post('/api/auth/sign-in', { email, password })).statusCode).toBe(200);

    advance(15 * MINUTE);
    expect((await client.post(reauthPath, { password })).statusCode).toBe(200);
    expect((await client.get(exportPath)).statusCode).toBe(200);
  });
});

describe('issue 27 point 4: an account without a password confirms with an e-mailed code', () => {
  it('is mailed a 6-digit code that opens both for this session; the database keeps only a keyed hash', async () => {
    const { client, email } = await customer();
    await withoutPassword(email);
    expect((await client.get(reauthPath)).json()).toEqual({ hasPassword: false, reauthenticatedUntil: null });
    const byPassword = await client.post(reauthPath, { password: 'anything at all' });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().error.fields.password).toBe(
      'Your account has no password. E-mail yourself a code instead.',
    );

    const sent = await client.post(codePath);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ codeExpiresAt: new Date(now.getTime() + 10 * MINUTE).toISOString() });
    const code = await mailedCode(email);
    const stored = await store.database.db.select().from(verification).where(like(verification.id, 'reauth:%'));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.value).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(await userIdOf(email));

    const wrong = await client.post(reauthPath, { code: otherThan(code) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CODE_INVALID',
      fields: { code: 'Incorrect code. 4 attempts remaining.' },
    });
    await expectRefused(client);

    const right = await client.post(reauthPath, { code });
    expect(right.statusCode).toBe(200);
    expect(right.json().reauthenticatedUntil).not.toBeNull();
    expect((await client.get(exportPath)).statusCode).toBe(200);
    // Used once.
    expect((await client.post(reauthPath, { code })).json().error.code).toBe('CODE_EXPIRED');
    expect((await client.delete(deletePath)).statusCode).toBe(204);
  });

  it('five wrong codes use the code up; a code expires after 10 minutes; a new code works', async () => {
    const { client, email } = await customer();
    await withoutPassword(email);
    await client.post(codePath);
    const code = await mailedCode(email);
    for (let i = 0; i < 4; i++) expect((await client.post(reauthPath, { code: otherThan(code) })).statusCode).toBe(400);
    const fifth = await client.post(reauthPath, { code: otherThan(code) });
    expect(fifth.json().error).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'Too many incorrect codes. Please request a new one.',
    });
    expect((await client.post(reauthPath, { code })).json().error.code).toBe('CODE_EXPIRED');
    await expectRefused(client);

    await client.post(codePath);
    const late = await mailedCode(email);
    advance(10 * MINUTE);
    expect((await client.post(reauthPath, { code: late })).json().error).toMatchObject({
      code: 'CODE_EXPIRED',
      message: 'The verification code has expired. Please request a new one.',
    });

    await client.post(codePath);
    const fresh = await mailedCode(email);
    expect((await client.post(reauthPath, { code: fresh })).statusCode).toBe(200);
    expect((await client.get(exportPath)).statusCode).toBe(200);
  });

  it('a code from another browser of the account does not open this one', async () => {
    const { client, email, password } = await customer();
    const laptop = new TestClient(store.app);
    await laptop.post('/api/auth/sign-in', { email, password });
    await withoutPassword(email);
    await laptop.post(codePath);
    const code = await mailedCode(email);
    expect((await client.post(reauthPath, { code })).json().error.code).toBe('CODE_EXPIRED');
    await expectRefused(client);
  });

  it('an account with a password is not mailed codes', async () => {
    const { client, email } = await customer();
    const refused = await client.post(codePath);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Your account has a password. Please confirm with it.');
    expect(
      (await store.deliverMail()).filter((m) => m.to.includes(email) && m.subject.includes('confirmation')),
    ).toEqual([]);
  });
});
