import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { account, user } from '../../db/schema/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { upsertAdmin } from './admin-accounts.js';

const store = testStoreForFile();

describe('sign-up, session, sign-out, sign-in', () => {
  it('SF-LOGIN-07 AUTH-08 sign-up signs the customer in at once with an httpOnly SameSite=Lax cookie and a verification e-mail', async () => {
    const client = new TestClient(store.app);
    const response = await client.post('/api/auth/sign-up', {
      email: 'Grace@Example.com',
      password: 'long enough pw',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      role: 'customer',
    });
    const sessionCookie = response.cookies.find((c) => c.name.includes('session_token'));
    expect(sessionCookie?.httpOnly).toBe(true);
    expect(sessionCookie?.sameSite).toBe('Lax');

    const session = await client.get('/api/auth/session');
    expect(session.json().user.email).toBe('grace@example.com');

    const mails = await store.deliverMail();
    const verification = mails.find((m) => m.to.includes('grace@example.com'));
    expect(verification?.subject).toBe('Confirm your e-mail address');
    expect(verification?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('AUTH-19 stores the password as an argon2id hash, never in clear', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client, { password: 'my secret words' });
    const [row] = await store.database.db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, email));
    expect(row?.password).toMatch(/^\$argon2id\$/);
    expect(row?.password).not.toContain('my secret words');
  });

  it('SF-LOGIN-07 refuses a password under 8 characters, naming the field', async () => {
    const client = new TestClient(store.app);
    const response = await client.post('/api/auth/sign-up', {
      email: 'short@example.com',
      password: 'short',
      firstName: 'A',
      lastName: 'B',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.password).toBe('Password must be at least 8 characters long');
  });

  it('AUTH-09 refuses a second account for the same e-mail with 409', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client);
    const again = await new TestClient(store.app).post('/api/auth/sign-up', {
      email,
      password: 'another password',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('USER_ALREADY_EXISTS');
  });

  it('AUTH-10 AUTH-11 signs out on the server and signs back in; a wrong password is refused', async () => {
    const client = new TestClient(store.app);
    const { email, password } = await signUp(client);
    const out = await client.post('/api/auth/sign-out');
    expect(out.statusCode).toBe(204);
    expect((await client.get('/api/auth/session')).json().user).toBeNull();

    const wrong = await client.post('/api/auth/sign-in', { email, password: 'not the password' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });

    const back = await client.post('/api/auth/sign-in', { email: email.toUpperCase(), password });
    expect(back.statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).json().user.email).toBe(email);
  });

  it('R-10 a signed-out session cookie no longer works, even if replayed', async () => {
    const client = new TestClient(store.app);
    await signUp(client);
    const cookieName = 'marquee.session_token';
    const token = client.cookie(cookieName);
    expect(token).toBeTruthy();
    await client.post('/api/auth/sign-out');
    const replay = await store.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `${cookieName}=${token}` },
    });
    expect(replay.json().user).toBeNull();
  });
});

describe('e-mail check (R-09, AUTH-17)', () => {
  it('SF-LOGIN-02 tells the sign-in screen whether to ask for a password or a sign-up', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client);
    expect((await client.post('/api/auth/check-email', { email })).json()).toEqual({ exists: true });
    expect((await client.post('/api/auth/check-email', { email: 'nobody-here@example.com' })).json()).toEqual({
      exists: false,
    });
  });

  it('AUTH-17 limits checks of one address', async () => {
    const client = new TestClient(store.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++)
      statuses.push((await client.post('/api/auth/check-email', { email: 'probe@example.com' })).statusCode);
    expect(statuses.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password reset (SF-LOGIN-11, R-36)', () => {
  it('e-mails a single-use link to /reset-password that sets a new password and ends old sessions', async () => {
    const client = new TestClient(store.app);
    const { email, password } = await signUp(client);
    const before = (await store.deliverMail()).length;

    const asked = await new TestClient(store.app).post('/api/auth/request-password-reset', { email });
    expect(asked.json()).toEqual({ ok: true });
    const mails = await store.deliverMail();
    const reset = mails.slice(before).find((m) => m.subject === 'Reset your Marquee password');
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w%-]+)/.exec(reset?.text ?? '');
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link![1]!);

    const done = await new TestClient(store.app).post('/api/auth/reset-password', {
      token,
      password: 'a brand new password',
    });
    expect(done.statusCode).toBe(200);
    expect((await client.get('/api/auth/session')).json().user).toBeNull();

    const reused = await new TestClient(store.app).post('/api/auth/reset-password', {
      token,
      password: 'yet another password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');

    const fresh = new TestClient(store.app);
    expect((await fresh.post('/api/auth/sign-in', { email, password })).statusCode).toBe(401);
    expect((await fresh.post('/api/auth/sign-in', { email, password: 'a brand new password' })).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = (await store.deliverMail()).length;
    const asked = await new TestClient(store.app).post('/api/auth/request-password-reset', {
      email: 'ghost@example.com',
    });
    expect(asked.json()).toEqual({ ok: true });
    expect((await store.deliverMail()).length).toBe(before);
  });
});

describe('admin sign-in (ADM-SHELL-01, R-01, R-02)', () => {
  it('lets an admin in and keeps a customer out without a session', async () => {
    await upsertAdmin(store.database.db, store.app.auth, 'boss@example.com', 'admin password 1');
    const admin = new TestClient(store.app);
    const ok = await admin.post('/api/auth/admin-sign-in', { email: 'boss@example.com', password: 'admin password 1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.role).toBe('admin');
    expect((await admin.get('/api/admin/overview')).statusCode).toBe(200);

    const customer = new TestClient(store.app);
    const { email, password } = await signUp(customer);
    await customer.post('/api/auth/sign-out');
    const refused = await customer.post('/api/auth/admin-sign-in', { email, password });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('NOT_ADMIN');
    expect((await customer.get('/api/auth/session')).json().user).toBeNull();
  });
});

describe('guest id (AUTH-02, R-11)', () => {
  it('issues a random guest_ id in a signed httpOnly cookie once, and keeps it', async () => {
    const first = await store.app.inject({ method: 'GET', url: '/api/auth/session' });
    const cookie = first.cookies.find((c) => c.name === 'marquee_guest');
    // The id, then the store's signature (issue 27 point 1).
    expect(cookie?.value).toMatch(/^guest_[A-Za-z0-9_-]{24}\.[A-Za-z0-9+/_-]+$/);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const again = await store.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: `marquee_guest=${cookie!.value}` },
    });
    expect(again.cookies.find((c) => c.name === 'marquee_guest')).toBeUndefined();

    const other = await store.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(other.cookies.find((c) => c.name === 'marquee_guest')?.value).not.toBe(cookie!.value);
  });

  it('replaces a forged or malformed guest id', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: 'marquee_guest=admin' },
    });
    expect(response.cookies.find((c) => c.name === 'marquee_guest')?.value).toMatch(/^guest_[A-Za-z0-9_-]{24}\./);
  });
});

describe('hardening', () => {
  it('R-01 promoting an existing account to admin ends the sessions opened before', async () => {
    const squatter = new TestClient(store.app);
    const { email } = await signUp(squatter);
    expect((await squatter.get('/api/admin/overview')).statusCode).toBe(403);
    await upsertAdmin(store.database.db, store.app.auth, email, 'the operator password');
    expect((await squatter.get('/api/admin/overview')).statusCode).toBe(401);
    expect((await squatter.get('/api/auth/session')).json().user).toBeNull();
  });

  // Credential rate limits and the account lock (issue 10): plugins/rate-limits.test.ts, sign-in-lock.test.ts.
});

describe('e-mail verification (AUTH-08)', () => {
  it('the e-mailed link marks the address verified and returns to the store, without signing in', async () => {
    const client = new TestClient(store.app);
    const { email } = await signUp(client);
    const mails = await store.deliverMail();
    const link = mails.find((m) => m.to.includes(email) && m.subject === 'Confirm your e-mail address');
    const url = new URL(/(http\S+verify-email\S+)/.exec(link!.text)![1]!);

    const visitor = new TestClient(store.app);
    const response = await visitor.get(`${url.pathname}${url.search}`);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/');
    expect((await visitor.get('/api/auth/session')).json().user).toBeNull();
    expect((await client.get('/api/auth/session')).json().user.emailVerified).toBe(true);
  });
});
