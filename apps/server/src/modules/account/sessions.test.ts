import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { session } from '../../db/schema/index.js';
import { testStoreForFile, ORIGIN, signUp, TestClient } from '../../test/app.js';
import { describeUserAgent } from './user-agent.js';

const store = testStoreForFile();

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1';

const sessionsPath = apiPaths.account.sessions.href();
const profilePath = apiPaths.account.profile.href();

/** A browser of its own: signs in with its user agent and address and keeps its cookie. */
async function browser(email: string, password: string, userAgent: string, ip: string) {
  const signIn = await store.app.inject({
    method: 'POST',
    url: apiPaths.auth.signIn.href(),
    headers: { origin: ORIGIN, 'user-agent': userAgent },
    remoteAddress: ip,
    payload: { email, password },
  });
  expect(signIn.statusCode).toBe(200);
  const token = signIn.cookies.find((c) => c.name === 'marquee.session_token')!;
  const cookie = `${token.name}=${token.value}`;
  const send = (method: 'GET' | 'DELETE', url: string) =>
    store.app.inject({ method, url, headers: { origin: ORIGIN, 'user-agent': userAgent, cookie }, remoteAddress: ip });
  return { get: (url: string) => send('GET', url), delete: (url: string) => send('DELETE', url) };
}

async function customerOnThreeBrowsers() {
  const signUpClient = new TestClient(store.app);
  const { email, password } = await signUp(signUpClient);
  // The sign-up's own session is not one of the three.
  await signUpClient.post(apiPaths.auth.signOut.href());
  const mac = await browser(email, password, CHROME_MAC, '203.0.113.7');
  const windows = await browser(email, password, FIREFOX_WINDOWS, '198.51.100.23');
  const phone = await browser(email, password, SAFARI_IPHONE, '192.0.2.55');
  return { email, password, mac, windows, phone };
}

describe('describing a browser', () => {
  it('names the browser and the system, or says it does not know', () => {
    expect(describeUserAgent(CHROME_MAC)).toBe('Chrome on macOS');
    expect(describeUserAgent(FIREFOX_WINDOWS)).toBe('Firefox on Windows');
    expect(describeUserAgent(SAFARI_IPHONE)).toBe('Safari on iOS');
    expect(describeUserAgent(null)).toBe('Unknown browser');
    expect(describeUserAgent('')).toBe('Unknown browser');
  });
});

describe('signed-in devices', () => {
  it('lists the account’s browsers, most recently active first, with this one marked and its address', async () => {
    const { mac, windows } = await customerOnThreeBrowsers();
    const response = await windows.get(sessionsPath);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { sessions } = response.json();
    expect(sessions).toHaveLength(3);
    expect(sessions.map((s: { browser: string }) => s.browser).sort()).toEqual([
      'Chrome on macOS',
      'Firefox on Windows',
      'Safari on iOS',
    ]);
    const current = sessions.filter((s: { current: boolean }) => s.current);
    expect(current).toEqual([expect.objectContaining({ browser: 'Firefox on Windows', ipAddress: '198.51.100.23' })]);
    const lastActive = sessions.map((s: { lastActiveAt: string }) => Date.parse(s.lastActiveAt));
    expect([...lastActive].sort((a, b) => b - a)).toEqual(lastActive);
    // The one signed in last (the phone) is the newest activity.
    expect(sessions[0].browser).toBe('Safari on iOS');
    // Another browser sees itself as current.
    const fromMac = (await mac.get(sessionsPath)).json().sessions;
    expect(fromMac.find((s: { current: boolean }) => s.current).browser).toBe('Chrome on macOS');
  });

  it('leaves out expired sessions', async () => {
    const { email, mac } = await customerOnThreeBrowsers();
    const { sessions } = (await mac.get(sessionsPath)).json();
    const phone = sessions.find((s: { browser: string }) => s.browser === 'Safari on iOS');
    await store.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, phone.id));
    const after = (await mac.get(sessionsPath)).json().sessions;
    expect(after.map((s: { browser: string }) => s.browser)).not.toContain('Safari on iOS');
    expect(email).toBeTruthy();
  });

  it('signs out one other browser: it loses access, the rest keep it', async () => {
    const { mac, windows, phone } = await customerOnThreeBrowsers();
    const { sessions } = (await mac.get(sessionsPath)).json();
    const target = sessions.find((s: { browser: string }) => s.browser === 'Firefox on Windows');
    const revoked = await mac.delete(apiPaths.account.session.href(target.id));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ ok: true });
    expect((await windows.get(profilePath)).statusCode).toBe(401);
    expect((await mac.get(profilePath)).statusCode).toBe(200);
    expect((await phone.get(profilePath)).statusCode).toBe(200);
    expect((await mac.get(sessionsPath)).json().sessions).toHaveLength(2);
    expect((await mac.delete(apiPaths.account.session.href(target.id))).statusCode).toBe(404);
  });

  it('signing out this browser from the list ends this session and clears its cookie', async () => {
    const { mac, phone } = await customerOnThreeBrowsers();
    const { sessions } = (await mac.get(sessionsPath)).json();
    const current = sessions.find((s: { current: boolean }) => s.current);
    const response = await mac.delete(apiPaths.account.session.href(current.id));
    expect(response.statusCode).toBe(200);
    const cleared = response.cookies.find((c) => c.name === 'marquee.session_token');
    expect(cleared?.value === '' || cleared?.maxAge === 0).toBe(true);
    expect((await mac.get(profilePath)).statusCode).toBe(401);
    expect((await phone.get(profilePath)).statusCode).toBe(200);
  });

  it('signs out every other browser and says how many', async () => {
    const { mac, windows, phone } = await customerOnThreeBrowsers();
    const response = await phone.delete(apiPaths.account.otherSessions.href());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ revoked: 2 });
    expect((await phone.get(profilePath)).statusCode).toBe(200);
    expect((await mac.get(profilePath)).statusCode).toBe(401);
    expect((await windows.get(profilePath)).statusCode).toBe(401);
    const { sessions } = (await phone.get(sessionsPath)).json();
    expect(sessions).toEqual([expect.objectContaining({ current: true, browser: 'Safari on iOS' })]);
    expect((await phone.delete(apiPaths.account.otherSessions.href())).json()).toEqual({ revoked: 0 });
  });
});

describe('only the owner (R-34)', () => {
  it('R-34 another account’s session id is answered 404 and that session stays signed in', async () => {
    const victim = await customerOnThreeBrowsers();
    const { sessions } = (await victim.mac.get(sessionsPath)).json();

    const attacker = new TestClient(store.app);
    await signUp(attacker);
    const mine = (await attacker.get(sessionsPath)).json().sessions;
    expect(mine).toHaveLength(1);
    expect(mine.map((s: { id: string }) => s.id)).not.toContain(sessions[0].id);

    for (const { id } of sessions) {
      const response = await attacker.delete(apiPaths.account.session.href(id));
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    expect((await attacker.delete(apiPaths.account.otherSessions.href())).json()).toEqual({ revoked: 0 });
    expect((await victim.mac.get(profilePath)).statusCode).toBe(200);
    expect((await victim.windows.get(profilePath)).statusCode).toBe(200);
    expect((await victim.phone.get(profilePath)).statusCode).toBe(200);
    expect((await attacker.get(profilePath)).statusCode).toBe(200);
  });

  it('R-34 a guest gets 401 on every devices route', async () => {
    const guest = new TestClient(store.app);
    expect((await guest.get(sessionsPath)).statusCode).toBe(401);
    expect((await guest.delete(apiPaths.account.session.href('anything'))).statusCode).toBe(401);
    expect((await guest.delete(apiPaths.account.otherSessions.href())).statusCode).toBe(401);
  });

  it('a session id longer than any real one is refused as a client error, and nothing is signed out', async () => {
    const client = new TestClient(store.app);
    await signUp(client);
    const response = await client.delete(apiPaths.account.session.href('x'.repeat(129)));
    // Fastify's parameter length cap answers first (414); the contract's max is the fallback.
    expect([400, 414]).toContain(response.statusCode);
    expect((await client.get(profilePath)).statusCode).toBe(200);
  });
});
