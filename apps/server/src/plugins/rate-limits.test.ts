import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createTestStore, signUp, TestClient, type TestStore } from '../test/app.js';
import { fakeWebDist } from '../test/web-dist.js';

/** A stand-in for the web app's server entry: it reads the settings through the in-process fetch. */
const FAKE_RENDER_ENTRY = `
export async function render({ fetch, markup }) {
  const response = await fetch('/api/settings');
  if (!response.ok) throw new Error('settings: ' + response.status);
  const settings = await response.json();
  return {
    kind: 'page',
    status: 200,
    meta: { title: 'Marquee', description: 'Film merchandise.' },
    modules: [],
    markup: markup
      ? { language: 'en', direction: 'ltr', html: '<p class="bar">' + settings.announcementBar.message + '</p>', state: '{}' }
      : null,
    cacheable: markup,
  };
}
`;

/** One client address sending requests without cookies. */
function from(ip: string, store: TestStore) {
  return (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    store.app.inject({ method, url, remoteAddress: ip, headers: { origin: ORIGIN }, ...(payload && { payload }) });
}

/** Sends `count` requests one after another and returns their statuses. */
async function statuses(count: number, send: (i: number) => Promise<LightMyRequestResponse>) {
  const result: number[] = [];
  for (let i = 0; i < count; i++) result.push((await send(i)).statusCode);
  return result;
}
const only = (list: number[], status: number) => list.every((s) => s === status);

/** A 429 of a per-address limit: Retry-After within the minute, the same wait in the body. */
function expectRateLimited(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(response.json().error).toEqual({
    code: 'RATE_LIMITED',
    message: expect.stringMatching(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/),
    retryAfterSeconds: retryAfter,
  });
}

let store: TestStore;
let small: TestStore;
beforeAll(async () => {
  const webDist = fakeWebDist({
    renderEntry: FAKE_RENDER_ENTRY,
    indexHtml:
      '<!doctype html><html lang="en" dir="ltr"><head><title>Marquee</title></head><body><div id="root"></div></body></html>',
  });
  store = await createTestStore({ webDist });
  // Small limits, to see what is not counted without sending hundreds of requests.
  small = await createTestStore({ webDist, rateLimits: { api: 3, pages: 5 } });
});
afterAll(async () => {
  await store?.close();
  await small?.close();
});

describe('issue 10: credential routes stop guessing, not customers', () => {
  it('issue 10: 20 customers sign in from one address within a minute (e-mail check, then password), all successfully', async () => {
    const accounts = [];
    for (let i = 0; i < 20; i++) {
      const client = new TestClient(store.app);
      accounts.push(await signUp(client));
    }
    const household = from('10.20.0.1', store);
    for (const { email, password } of accounts) {
      const check = await household('POST', '/api/auth/check-email', { email });
      expect(check.json()).toEqual({ exists: true });
      const signIn = await household('POST', '/api/auth/sign-in', { email, password });
      expect(signIn.statusCode, email).toBe(200);
    }
  });

  it('issue 10: the credential ceiling counts failed answers from one address only, and trips at 100', async () => {
    const client = new TestClient(store.app);
    const { email, password } = await signUp(client);
    const office = from('10.20.0.2', store);
    const failedReset = () =>
      office('POST', '/api/auth/reset-password', { token: 'no-such-token', password: 'whatever123' });

    expect(only(await statuses(99, failedReset), 400)).toBe(true);
    // Successes in between never count.
    expect(only(await statuses(10, () => office('POST', '/api/auth/sign-in', { email, password })), 200)).toBe(true);
    expect((await failedReset()).statusCode).toBe(400); // the 100th failure

    // Over the ceiling: every credential route refuses this address, the right password too.
    expectRateLimited(await office('POST', '/api/auth/sign-in', { email, password }));
    expectRateLimited(await office('POST', '/api/auth/sign-up', { email, password, firstName: 'A', lastName: 'B' }));
    expectRateLimited(await failedReset());
    // Another address is not affected.
    expect((await from('10.20.0.3', store)('POST', '/api/auth/sign-in', { email, password })).statusCode).toBe(200);
  });

  it('issue 10: the e-mail check allows 30 a minute from one address and 5 a minute for one e-mail', async () => {
    const prober = from('10.20.0.4', store);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => prober('POST', '/api/auth/check-email', { email: `probe${i}@example.com` })),
    );
    expect(
      only(
        burst.map((r) => r.statusCode),
        200,
      ),
    ).toBe(true);
    expectRateLimited(await prober('POST', '/api/auth/check-email', { email: 'probe-more@example.com' }));

    const oneAddress = from('10.20.0.5', store);
    const checks = await Promise.all(
      Array.from({ length: 5 }, () => oneAddress('POST', '/api/auth/check-email', { email: 'same@example.com' })),
    );
    expect(
      only(
        checks.map((r) => r.statusCode),
        200,
      ),
    ).toBe(true);
    expectRateLimited(await oneAddress('POST', '/api/auth/check-email', { email: 'same@example.com' }));
    expect((await oneAddress('POST', '/api/auth/check-email', { email: 'other@example.com' })).statusCode).toBe(200);
  });
});

describe('issue 10: every address has generous ceilings, tighter ones for what is expensive', () => {
  it('issue 10: the API answers 600 requests a minute per address, then 429 with Retry-After and retryAfterSeconds; health checks are never refused', async () => {
    const busy = from('10.30.0.1', store);
    expect(only(await statuses(600, () => busy('GET', '/api/settings')), 200)).toBe(true);
    expectRateLimited(await busy('GET', '/api/settings'));
    expectRateLimited(await busy('GET', '/api/products'));
    expect((await busy('GET', '/api/health')).statusCode).toBe(200);
    expect((await busy('GET', '/api/ready')).statusCode).toBe(200);
    expect((await from('10.30.0.2', store)('GET', '/api/settings')).statusCode).toBe(200);
  });

  it('issue 10: pages: 300 a minute per address, then 429 in words with Retry-After; files under /assets, /media and /img are not counted', async () => {
    mkdirSync(path.join(store.config.mediaDir, 'test'), { recursive: true });
    writeFileSync(path.join(store.config.mediaDir, 'test', 'poster.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const browser = from('10.30.0.3', store);
    for (let i = 0; i < 300; i++) {
      const page = await browser('GET', i % 2 ? '/' : '/films');
      expect(page.statusCode, `page ${i + 1}`).toBe(200);
      // The files a page needs, several times over: never counted.
      expect((await browser('GET', '/assets/index-abc123.js')).statusCode).toBe(200);
      expect((await browser('GET', '/media/test/poster.svg')).statusCode).toBe(200);
    }
    const refused = await browser('GET', '/');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/plain');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/^Too many requests\. Please try again in (\d+ seconds?|1 minute)\.$/);
    expect((await browser('GET', '/assets/index-abc123.js')).statusCode).toBe(200);
    expect((await browser('GET', '/img/400/webp/test/poster.svg')).statusCode).not.toBe(429);
    expect((await from('10.30.0.4', store)('GET', '/')).statusCode).toBe(200);
  });

  it("issue 10: the server's own API reads while rendering pages are not counted against anyone", async () => {
    const visitor = from('10.30.0.5', small);
    for (let i = 0; i < 5; i++) {
      // A new address each time: rendered, reading /api/settings in-process (api limit: 3).
      const page = await visitor('GET', `/category/${i}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<p class="bar">');
    }
    expect((await visitor('GET', '/category/9')).statusCode).toBe(429);
    expect(await statuses(3, () => visitor('GET', '/api/settings'))).toEqual([200, 200, 200]);
    expectRateLimited(await visitor('GET', '/api/settings'));
  });

  it('issue 10: search and listing filters allow 120 a minute per address, newsletter sign-ups 10', async () => {
    const shopper = from('10.30.0.6', store);
    expect(only(await statuses(120, (i) => shopper('GET', `/api/search?q=term${i}`)), 200)).toBe(true);
    expectRateLimited(await shopper('GET', '/api/search?q=one+more'));
    expect(only(await statuses(120, () => shopper('GET', '/api/products/facets')), 200)).toBe(true);
    expectRateLimited(await shopper('GET', '/api/products/facets'));
    const signUps = await statuses(10, (i) => shopper('POST', '/api/newsletter', { email: `news${i}@example.com` }));
    expect(only(signUps, 201)).toBe(true);
    expectRateLimited(await shopper('POST', '/api/newsletter', { email: 'news-more@example.com' }));
    // Each has its own counter, apart from the API's.
    expect((await shopper('GET', '/api/settings')).statusCode).toBe(200);
  });
});

describe('issue 27 point 6: an IPv6 client is counted by its /64', () => {
  it('issue 27 point 6: reset requests from ten addresses of one /64 share its limit of 10; another /64 and IPv4-mapped addresses count apart', async () => {
    const reset = (ip: string, i: number) =>
      from(ip, store)('POST', '/api/auth/request-password-reset', { email: `nobody${i}@example.com` });
    const sameNetwork = await statuses(10, (i) => reset(`2001:db8:27:6::${(i + 1).toString(16)}`, i));
    expect(only(sameNetwork, 200)).toBe(true);
    // An eleventh host of that /64, written out in full, is refused.
    expectRateLimited(await reset('2001:0db8:0027:0006:ffff:1:2:3', 10));
    expect((await reset('2001:db8:27:7::1', 11)).statusCode).toBe(200);
    // ::ffff:10.40.0.1 is the IPv4 client 10.40.0.1, counted with it and not with a /64.
    expect(only(await statuses(10, (i) => reset('::ffff:10.40.0.1', i)), 200)).toBe(true);
    expectRateLimited(await reset('10.40.0.1', 12));
  });
});
