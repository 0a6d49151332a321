import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, user } from '../../db/schema/index.js';
import { buildApp } from '../../app.js';
import { GUEST_WINDOW_MS } from '../../lib/guest-window.js';
import { requestLogFields } from '../../lib/log.js';
import { signUp, testStoreForFile, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { guestIdOf } from '../../test/guest-cookie.js';
import { placeOrder } from '../../test/orders.js';
import { fakeWebDist } from '../../test/web-dist.js';
import { getVisitorChat } from '../chat/service.js';
import { claimGuestOrders } from './claim.js';
import { orderAccessToken } from './order-number.js';

/** A web app whose pages render in the browser; one address makes the server rendering fail. */
const webDist = fakeWebDist({
  renderEntry: `
export async function render({ url }) {
  if (url.includes('sort=fail')) throw new Error('render failed');
  return { kind: 'page', status: 200, meta: { title: 'Marquee', description: 'Film merchandise.' }, modules: [], markup: null, cacheable: false };
}`,
});

/** The app's clock, moved by the tests (orders are stamped by the database's real time). */
let later = 0;
const store = testStoreForFile({ webDist, clock: () => new Date(Date.now() + later) });

async function guestOrder(email = `buyer${Math.random().toString(36).slice(2, 8)}@example.com`) {
  const client = new TestClient(store.app);
  const product = await createProduct(store.database.db);
  const order = await placeOrder(client, [{ productId: product.id }], email);
  return { client, order, email };
}

const numbers = (response: { json(): { orders: { orderNumber: string }[] } }) =>
  response.json().orders.map((o) => o.orderNumber);

describe('issue 27 point 1: sign-out leaves nothing personal', () => {
  it('a guest buys, signs up and signs out: that browser lists no order, opens none and shows no chat', async () => {
    const { client, order, email } = await guestOrder();
    const chatBody = { name: 'Grace Hopper', email, message: 'Where is my parcel?' };
    expect((await client.post('/api/chat/messages', chatBody)).statusCode).toBe(201);
    expect(numbers(await client.get('/api/orders'))).toEqual([order.orderNumber]);
    const guestBefore = guestIdOf(client);

    await signUp(client, { email: `new${email}` });
    expect(guestIdOf(client)).not.toBe(guestBefore);
    await client.post('/api/auth/sign-out');
    expect(guestIdOf(client)).not.toBe(guestBefore);

    expect((await client.get('/api/orders')).json().orders).toEqual([]);
    const one = await client.get(`/api/orders/${order.orderNumber}`);
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toContain(email);
    const chat = (await client.get('/api/chat/messages')).json();
    expect(chat).toEqual({ messages: [], defaults: { name: '', email: '' } });
  });

  it('a planted unsigned or forged guest cookie is not accepted: a new id is issued', async () => {
    const { client, order } = await guestOrder();
    const victim = guestIdOf(client)!;
    // The bare id (unsigned), and the id with a signature the store did not make.
    for (const planted of [victim, `${victim}.${'A'.repeat(43)}`]) {
      const response = await store.app.inject({
        method: 'GET',
        url: '/api/orders',
        headers: { cookie: `marquee_guest=${encodeURIComponent(planted)}` },
      });
      expect(response.json().orders).toEqual([]);
      const cart = await store.app.inject({
        method: 'GET',
        url: '/api/cart',
        headers: { cookie: `marquee_guest=${encodeURIComponent(planted)}` },
      });
      const issued = cart.cookies.find((c) => c.name === 'marquee_guest');
      expect(issued?.value).toMatch(/^guest_/);
      expect(issued?.value.startsWith(`${victim}.`)).toBe(false);
    }
    expect(numbers(await client.get('/api/orders'))).toEqual([order.orderNumber]);
  });

  it("a guest's order and chat are the browser's for an hour, then only through the link or the account", async () => {
    const { client, order, email } = await guestOrder();
    await client.post('/api/chat/messages', { name: 'Grace', email, message: 'Gift wrap please' });
    const guestId = guestIdOf(client)!;
    try {
      later = GUEST_WINDOW_MS - 60_000;
      expect(numbers(await client.get('/api/orders'))).toEqual([order.orderNumber]);
      expect((await client.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(200);
      later = GUEST_WINDOW_MS + 60_000;
      expect((await client.get('/api/orders')).json().orders).toEqual([]);
      expect((await client.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);
      const token = orderAccessToken(store.config.sessionSecret, order.orderNumber);
      expect((await client.get(`/api/orders/${order.orderNumber}?token=${token}`)).statusCode).toBe(200);
    } finally {
      later = 0;
    }
    const now = await getVisitorChat(store.database.db, { guestId });
    expect(now.messages.map((m) => m.message)).toEqual(['Gift wrap please']);
    const afterWindow = await getVisitorChat(
      store.database.db,
      { guestId },
      new Date(Date.now() + GUEST_WINDOW_MS + 60_000),
    );
    expect(afterWindow).toEqual({ messages: [], defaults: { name: '', email: '' } });
  });

  it('claimGuestOrders joins the guest orders placed with the account e-mail, and no others', async () => {
    const mine = await guestOrder('claim.me@example.com');
    const other = await guestOrder('someone.else@example.com');
    const customer = new TestClient(store.app);
    await signUp(customer, { email: 'Claim.Me@example.com' });
    const [account] = await store.database.db.select().from(user).where(eq(user.email, 'claim.me@example.com'));
    expect(await claimGuestOrders(store.database.db, account!.id, ' Claim.Me@Example.com ')).toBe(1);
    expect(numbers(await customer.get('/api/orders'))).toEqual([mine.order.orderNumber]);
    const [left] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, other.order.orderNumber));
    expect(left?.userId).toBeNull();
    // Joined, the order is the account's only: the guest browser no longer lists it.
    expect((await mine.client.get('/api/orders')).json().orders).toEqual([]);
  });

  it('guest orders join an account when its address is verified, not at an unverified sign-up', async () => {
    const email = `verify${Math.random().toString(36).slice(2, 8)}@example.com`;
    const bought = await guestOrder(email);
    const customer = new TestClient(store.app);
    await signUp(customer, { email });
    // Anybody can sign up with someone else's address: nothing joins yet.
    expect((await customer.get('/api/orders')).json().orders).toEqual([]);
    const mails = await store.deliverMail();
    const link = mails.find((m) => m.to.includes(email) && m.subject === 'Confirm your e-mail address');
    const url = new URL(/(http\S+verify-email\S+)/.exec(link!.text)![1]!);
    expect((await new TestClient(store.app).get(`${url.pathname}${url.search}`)).statusCode).toBe(302);
    expect(numbers(await customer.get('/api/orders'))).toEqual([bought.order.orderNumber]);
  });

  it('with Secure cookies the guest cookie is __Host-marquee_guest: Secure, path /, no Domain', async () => {
    const secure = await buildApp({
      db: store.database.db,
      config: { ...store.config, secureCookies: true },
      logger: false,
    });
    try {
      const response = await secure.inject({ method: 'GET', url: '/api/auth/session' });
      const cookie = response.cookies.find((c) => c.name === '__Host-marquee_guest');
      expect(cookie).toMatchObject({ secure: true, path: '/', httpOnly: true });
      expect(cookie?.domain).toBeUndefined();
      expect(cookie?.maxAge).toBe(store.config.guestRetentionDays * 24 * 60 * 60);
      // A plain-named cookie is not read in its place.
      const planted = await secure.inject({
        method: 'GET',
        url: '/api/auth/session',
        headers: { cookie: `marquee_guest=${encodeURIComponent(cookie!.value)}` },
      });
      expect(planted.cookies.find((c) => c.name === '__Host-marquee_guest')?.value).not.toBe(cookie!.value);
    } finally {
      await secure.close();
    }
  });
});

describe('issue 27 point 2: no credential in the address bar or the logs', () => {
  it("the e-mailed link's token is exchanged for a cookie, with a 303 to the address without it", async () => {
    const { order, email } = await guestOrder();
    const token = orderAccessToken(store.config.sessionSecret, order.orderNumber);
    const other = new TestClient(store.app);
    expect((await other.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);

    const link = await other.get(`/order-confirmation?order=${order.orderNumber}&token=${token}`);
    expect(link.statusCode).toBe(303);
    expect(link.headers.location).toBe(`/order-confirmation?order=${order.orderNumber}`);
    const access = link.cookies.find((c) => c.name === 'marquee_order_access');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const opened = await other.get(`/api/orders/${order.orderNumber}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().email).toBe(email);

    // A wrong token is dropped from the address the same way and opens nothing.
    const stranger = new TestClient(store.app);
    const wrong = await stranger.get(`/thank-you?order=${order.orderNumber}&token=${'x'.repeat(32)}`);
    expect(wrong.statusCode).toBe(303);
    expect(wrong.headers.location).toBe(`/thank-you?order=${order.orderNumber}`);
    expect(wrong.cookies.find((c) => c.name === 'marquee_order_access')).toBeUndefined();
    expect((await stranger.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);
    // A forged access cookie opens nothing either.
    const forged = await store.app.inject({
      method: 'GET',
      url: `/api/orders/${order.orderNumber}`,
      headers: { cookie: `marquee_order_access=${encodeURIComponent(`${order.orderNumber}:9999999999999`)}` },
    });
    expect(forged.statusCode).toBe(404);

    // The grant lasts an hour.
    try {
      later = GUEST_WINDOW_MS + 60_000;
      expect((await other.get(`/api/orders/${order.orderNumber}`)).statusCode).toBe(404);
    } finally {
      later = 0;
    }
  });

  it('a request with ?token=abc123secret logs no abc123secret, the access log nor a failed rendering', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logged = await buildApp({
      db: store.database.db,
      config: store.config,
      webDist,
      // The app's own logger options (app.ts) with a stream the test can read.
      logger: { level: 'info', stream, serializers: { req: requestLogFields } },
    });
    try {
      await logged.inject({ method: 'GET', url: '/api/orders/MQ-AAAA-BBBB?token=abc123secret' });
      await logged.inject({ method: 'GET', url: '/reset-password?token=abc123secret&code=abc123secret' });
      await logged.inject({ method: 'GET', url: '/products?sort=fail&key=abc123secret&signature=abc123secret' });
    } finally {
      await logged.close();
    }
    const text = lines.join('');
    expect(text).toContain('server rendering failed');
    expect(text).toContain('token=[redacted]');
    expect(text).not.toContain('abc123secret');
  });
});
