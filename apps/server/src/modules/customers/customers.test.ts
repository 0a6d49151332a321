import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, type AdminCustomerRow } from '@marquee/contracts';
import { dreamBoxSubscriptions, orders, user, type OrderStatus } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { customers: listPath, customer, customerPasswordReset, customerSignIn } = apiPaths.admin;
let orderNumber = 0;

/** A signed-in shopper; the last name carries a tag so a search finds only this test's customers. */
async function customerNamed(firstName: string, lastName: string) {
  const client = new TestClient(store.app);
  const { email, password } = await signUp(client, {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${Math.random().toString(36).slice(2, 8)}@example.com`,
  });
  const id = (await client.get('/api/auth/session')).json().user.id as string;
  return { client, id, email, password };
}

async function placeOrders(userId: string, lines: [OrderStatus, number][]) {
  await store.database.db.insert(orders).values(
    lines.map(([status, totalCents], i) => ({
      orderNumber: `MQ-CUST-${++orderNumber}`,
      userId,
      email: 'orders@example.com',
      subtotalCents: totalCents,
      totalCents,
      status,
      paymentProvider: 'test' as const,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
    })),
  );
}

const list = async (query: string) => {
  const response = await admin.get(`${listPath.path}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: AdminCustomerRow[]; total: number; page: number; pageSize: number };
};

describe('issue 12 admin customer list', () => {
  const tag = `Zq${Math.random().toString(36).slice(2, 7)}`;
  let ada: Awaited<ReturnType<typeof customerNamed>>;
  let bea: Awaited<ReturnType<typeof customerNamed>>;
  let cid: Awaited<ReturnType<typeof customerNamed>>;

  beforeAll(async () => {
    ada = await customerNamed('Ada', `Lovelace${tag}`);
    bea = await customerNamed('Bea', `Arthur${tag}`);
    cid = await customerNamed('Cid', `Moss${tag}`);
    // Paid: processing, shipping, delivered. Not paid or given back: pending, cancelled, refunded.
    await placeOrders(ada.id, [
      ['processing', 1000],
      ['shipping', 2000],
      ['delivered', 3000],
      ['pending', 50_000],
      ['cancelled', 70_000],
      ['refunded', 90_000],
    ]);
    await placeOrders(bea.id, [['delivered', 10_000]]);
    await placeOrders(cid.id, [['pending', 99_000]]);
  });

  it('counts only paid orders and sums what they cost in USD cents', async () => {
    const { items, total } = await list(`q=${tag}`);
    expect(total).toBe(3);
    const byName = Object.fromEntries(items.map((row) => [row.firstName, row]));
    expect(byName.Ada).toMatchObject({
      id: ada.id,
      email: ada.email,
      lastName: `Lovelace${tag}`,
      orderCount: 3,
      totalSpentCents: 6000,
      disabled: false,
    });
    expect(byName.Bea).toMatchObject({ orderCount: 1, totalSpentCents: 10_000 });
    expect(byName.Cid).toMatchObject({ orderCount: 0, totalSpentCents: 0 });
    expect(Date.parse(byName.Ada!.joinedAt)).not.toBeNaN();
  });

  it('follows an order through its statuses: paid counts, refunded and cancelled do not (decision 073)', async () => {
    // A name of its own, so the other tests' searches for the tag never see Dee.
    const own = `Rf${Math.random().toString(36).slice(2, 7)}`;
    const dee = await customerNamed('Dee', own);
    await placeOrders(dee.id, [['processing', 2500]]);
    const figures = async () => (await list(`q=${own}`)).items[0];
    expect(await figures()).toMatchObject({ orderCount: 1, totalSpentCents: 2500 });
    await store.database.db.update(orders).set({ status: 'refunded' }).where(eq(orders.userId, dee.id));
    expect(await figures()).toMatchObject({ orderCount: 0, totalSpentCents: 0 });
    await store.database.db
      .update(orders)
      .set({ status: 'delivered', totalCents: 4000 })
      .where(eq(orders.userId, dee.id));
    expect(await figures()).toMatchObject({ orderCount: 1, totalSpentCents: 4000 });
    await store.database.db.delete(orders).where(eq(orders.userId, dee.id));
    expect(await figures()).toMatchObject({ orderCount: 0, totalSpentCents: 0 });
  });

  it('lists customers only, never the staff', async () => {
    const everyone = await list('pageSize=100');
    const admins = await store.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    expect(admins.length).toBeGreaterThan(0);
    const listed = everyone.items.map((row) => row.id);
    for (const staff of admins) expect(listed).not.toContain(staff.id);
  });

  it('finds by part of a name or e-mail in any case, and across first and last name', async () => {
    expect((await list(`q=${`lovelace${tag}`.toUpperCase()}`)).items.map((row) => row.id)).toEqual([ada.id]);
    expect((await list(`q=${encodeURIComponent(bea.email.slice(0, 10))}`)).items.map((row) => row.id)).toContain(
      bea.id,
    );
    expect((await list(`q=${encodeURIComponent(`cid moss${tag}`)}`)).items.map((row) => row.id)).toEqual([cid.id]);
    expect((await list(`q=nobody-by-this-name-${tag}`)).total).toBe(0);
  });

  it('takes % and _ in a search as themselves, not as wildcards', async () => {
    expect((await list(`q=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`q=${encodeURIComponent(`${tag}_`)}`)).total).toBe(0);
  });

  it('sorts by spent, orders, name and join date', async () => {
    const order = async (sort: string) => (await list(`q=${tag}&sort=${sort}`)).items.map((row) => row.firstName);
    expect(await order('spent_desc')).toEqual(['Bea', 'Ada', 'Cid']);
    expect(await order('orders_desc')).toEqual(['Ada', 'Bea', 'Cid']);
    expect(await order('name_asc')).toEqual(['Ada', 'Bea', 'Cid']);
    expect(await order('joined_desc')).toEqual(['Cid', 'Bea', 'Ada']);
    expect(await order('joined_asc')).toEqual(['Ada', 'Bea', 'Cid']);
    // The default is newest first.
    expect((await list(`q=${tag}`)).items.map((row) => row.firstName)).toEqual(['Cid', 'Bea', 'Ada']);
  });

  it('pages on the server and reports the total', async () => {
    const first = await list(`q=${tag}&sort=name_asc&pageSize=2&page=1`);
    const second = await list(`q=${tag}&sort=name_asc&pageSize=2&page=2`);
    expect(first).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.items.map((row) => row.firstName)).toEqual(['Ada', 'Bea']);
    expect(second.items.map((row) => row.firstName)).toEqual(['Cid']);
    expect((await list(`q=${tag}&page=9`)).items).toEqual([]);
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['pageSize=500', 'pageSize'],
    ['page=0', 'page'],
    // Pages cover the first ADMIN_LIST_COUNT_CAP (10,000) matches (decision 073).
    ['page=401', 'page'],
    [`q=${'x'.repeat(300)}`, 'q'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await admin.get(`${listPath.path}?${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('issue 12 admin customer detail', () => {
  it('shows the profile, signed-in browsers, newest orders first and the subscription', async () => {
    const grace = await customerNamed('Grace', 'Hopper');
    await placeOrders(grace.id, [
      ['delivered', 4000],
      ['refunded', 1500],
    ]);
    const response = await admin.get(customer.href(grace.id));
    expect(response.statusCode, response.body).toBe(200);
    const detail = response.json();
    expect(detail.customer).toMatchObject({
      id: grace.id,
      firstName: 'Grace',
      lastName: 'Hopper',
      email: grace.email,
      orderCount: 1,
      totalSpentCents: 4000,
      activeSessions: 1,
      birthdate: null,
      disabled: false,
    });
    expect(detail.orders.map((row: { status: string }) => row.status)).toEqual(['refunded', 'delivered']);
    expect(detail.orders[1]).toMatchObject({ totalUsdCents: 4000, total: { currency: 'USD', amountMinor: 4000 } });
    expect(detail.subscription).toBeNull();

    await store.database.db.insert(dreamBoxSubscriptions).values([
      { userId: grace.id, paymentProvider: 'test', status: 'cancelled', monthlyPriceCents: 2999, endsOn: '2026-02-01' },
      {
        userId: grace.id,
        paymentProvider: 'test',
        status: 'active',
        monthlyPriceCents: 3499,
        nextBillingDate: '2026-03-01',
      },
    ]);
    const withBox = (await admin.get(customer.href(grace.id))).json();
    expect(withBox.subscription).toMatchObject({
      status: 'active',
      monthlyPriceCents: 3499,
      nextBillingDate: '2026-03-01',
      manageUrl: null,
      cancelledAt: null,
    });
  });

  it('answers 404 for an unknown id and for a staff account', async () => {
    const unknown = await admin.get(customer.href('no-such-user'));
    expect(unknown.statusCode).toBe(404);
    const [staff] = await store.database.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin'));
    const staffId = staff!.id;
    expect((await admin.get(customer.href(staffId))).statusCode).toBe(404);
    expect((await admin.post(customerPasswordReset.href(staffId))).statusCode).toBe(404);
    expect((await admin.post(customerSignIn.href(staffId), { enabled: false })).statusCode).toBe(404);
    // The staff account was not disabled by the refused request.
    const [after] = await store.database.db.select({ banned: user.banned }).from(user).where(eq(user.id, staff!.id));
    expect(after?.banned).toBeFalsy();
  });
});

describe('issue 12 admin actions on a customer', () => {
  it('sends the customer the password-reset e-mail', async () => {
    const kay = await customerNamed('Kay', 'Reset');
    const before = (await store.deliverMail()).length;
    const response = await admin.post(customerPasswordReset.href(kay.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const mail = (await store.deliverMail()).slice(before).find((m) => m.to.includes(kay.email));
    expect(mail?.subject).toBe('Reset your Marquee password');
    expect(mail?.text).toMatch(/\/reset-password\?token=/);
  });

  it('disabling ends the session at once and refuses sign-in; a reset does not let them back; enabling does', async () => {
    const lou = await customerNamed('Lou', 'Locked');
    expect((await lou.client.get('/api/auth/session')).json().user?.id).toBe(lou.id);

    const disabled = await admin.post(customerSignIn.href(lou.id), { enabled: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json()).toMatchObject({ id: lou.id, disabled: true });

    expect((await lou.client.get('/api/auth/session')).json().user).toBeNull();
    expect((await lou.client.get('/api/cart')).statusCode).toBe(200);
    expect((await admin.get(customer.href(lou.id))).json().customer).toMatchObject({
      activeSessions: 0,
      disabled: true,
    });

    const signIn = (password: string) =>
      new TestClient(store.app).post('/api/auth/sign-in', { email: lou.email, password });
    const refused = await signIn(lou.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ACCOUNT_DISABLED',
      message: 'This account has been disabled. Please contact support.',
    });
    expect(refused.headers['set-cookie'] ?? []).toEqual([]);
    // A wrong password does not learn that the account is disabled.
    const wrong = await signIn('not the password at all');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect((await admin.get(customer.href(lou.id))).json().customer.activeSessions).toBe(0);

    // Resetting the password by the e-mailed link still leaves sign-in refused.
    const before = (await store.deliverMail()).length;
    await admin.post(customerPasswordReset.href(lou.id));
    const mail = (await store.deliverMail()).slice(before).find((m) => m.to.includes(lou.email));
    const token = decodeURIComponent(/reset-password\?token=([\w%-]+)/.exec(mail?.text ?? '')![1]!);
    const reset = await new TestClient(store.app).post('/api/auth/reset-password', {
      token,
      password: 'a new password for lou',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('a new password for lou')).statusCode).toBe(403);

    const enabled = await admin.post(customerSignIn.href(lou.id), { enabled: true });
    expect(enabled.json()).toMatchObject({ id: lou.id, disabled: false });
    const back = new TestClient(store.app);
    expect(
      (await back.post('/api/auth/sign-in', { email: lou.email, password: 'a new password for lou' })).statusCode,
    ).toBe(200);
    expect((await back.get('/api/auth/session')).json().user?.id).toBe(lou.id);
  });

  it("does not honour a disabled account's session even if one is left over", async () => {
    const sam = await customerNamed('Sam', 'Leftover');
    // As if a sign-in had raced the switch: the flag is set but the session row survived.
    await store.database.db.update(user).set({ banned: true }).where(eq(user.id, sam.id));
    expect((await sam.client.get(apiPaths.auth.session.path)).json().user).toBeNull();
    await store.database.db.update(user).set({ banned: false }).where(eq(user.id, sam.id));
    expect((await sam.client.get(apiPaths.auth.session.path)).json().user?.id).toBe(sam.id);
  });

  it('answers 400 naming enabled for a body without it', async () => {
    const max = await customerNamed('Max', 'Body');
    const response = await admin.post(customerSignIn.href(max.id), { enabled: 'no' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain('enabled');
  });
});
