import { describe, expect, it } from 'vitest';
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  adminAuditLog,
  cartItems,
  chatMessages,
  checkoutPayments,
  dreamBoxSubscriptions,
  newsletterSubscriptions,
  orders,
  orderStatusHistory,
  productReviews,
  user,
  wishlistItems,
} from '../../db/schema/index.js';
import { executeRows } from '../../db/execute-rows.js';
import { testStoreForFile, ORIGIN, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { subscribeToNewsletter } from '../../test/newsletter.js';
import { placeOrder, subscribeToDreamBox } from '../../test/orders.js';
import { reauthenticate } from '../../test/reauth.js';
import { PaymentProviderError, TestPaymentProvider } from '../payments/index.js';
import { deleteAccount } from './deletion.js';

class RecordingProvider extends TestPaymentProvider {
  cancels: string[] = [];
  failCancel = false;
  override async cancelSubscription(id: string, reason: string): Promise<void> {
    if (this.failCancel) throw new PaymentProviderError('unavailable', 'PayPal is down');
    this.cancels.push(id);
    return super.cancelSubscription(id, reason);
  }
}

const provider = new RecordingProvider();
const store = testStoreForFile({ paymentProvider: provider });

const SESSION_COOKIE = 'marquee.session_token';

const rows = <T>(query: SQL) => executeRows<T>(store.database.db, query);

/**
 * Every text or JSON column of every table that contains the needle. Reads the catalogue, so a
 * table added later that keeps the person's id or e-mail is searched too.
 */
async function whereFound(needle: string): Promise<{ column: string; n: number }[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
    -- The catalogue's own order moves when it changes (this file adds and drops a trigger).
    order by table_name, column_name`);
  const found = [];
  for (const { table_name: table, column_name: column } of columns) {
    const [hit] = await rows<{ n: number }>(sql`
      select count(*)::int as n from ${sql.identifier(table)}
      where strpos(lower(${sql.identifier(column)}::text), ${needle.toLowerCase()}) > 0`);
    if (hit!.n > 0) found.push({ column: `${table}.${column}`, n: hit!.n });
  }
  return found;
}

const signIn = (email: string, password: string) =>
  new TestClient(store.app).post('/api/auth/sign-in', { email, password });

/** A customer with everything the store can keep about one: orders, a Dream Box, a cart, mail. */
async function busyCustomer() {
  const db = store.database.db;
  const client = new TestClient(store.app);
  const credentials = await signUp(client);
  const { email } = credentials;
  const [{ id: userId }] = (await db.select({ id: user.id }).from(user).where(eq(user.email, email))) as [
    { id: string },
  ];
  // Proven ownership of the address: the guest orders bought with it are this person's too.
  await db.update(user).set({ emailVerified: true }).where(eq(user.id, userId));
  const product = await createProduct(db, { priceCents: 2500, stockQuantity: 20 });
  const mine = await placeOrder(client, [{ productId: product.id, quantity: 2 }], email);
  // Bought as a guest before the account existed, with the same address.
  const asGuest = await placeOrder(new TestClient(store.app), [{ productId: product.id }], email);
  const subscription = await subscribeToDreamBox(store, client);
  expect((await client.post('/api/cart/items', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  await db.insert(wishlistItems).values({ productId: product.id, userId });
  // Confirmed through its e-mailed link: the row, its confirmation and welcome e-mails in the outbox.
  await subscribeToNewsletter(store, email);
  await db.insert(chatMessages).values({ customerName: 'Ada Lovelace', customerEmail: email, message: 'Hi', userId });
  await db.insert(productReviews).values({ productId: product.id, userId, userName: 'Ada L.', rating: 5 });
  const [order] = await db.select().from(orders).where(eq(orders.orderNumber, mine.orderNumber));
  await db.insert(orderStatusHistory).values({
    orderId: order!.id,
    fromStatus: 'processing',
    toStatus: 'processing',
    actor: 'customer',
    actorUserId: userId,
  });
  // Staff once switched the customer's sign-in (the audit log names the customer by id).
  await db
    .insert(adminAuditLog)
    .values({ actorEmail: 'staff@example.com', action: 'update', resource: 'customers', resourceId: userId });
  // A failed sign-in (counted by e-mail) and a password-reset token (better-auth's verification row).
  expect((await signIn(email, 'wrong password!')).statusCode).toBe(401);
  await new TestClient(store.app).post('/api/auth/request-password-reset', { email });
  return { client, credentials, userId, product, orderNumbers: [mine.orderNumber, asGuest.orderNumber], subscription };
}

describe('issue 12 deleting the account (R-33)', () => {
  it('R-33 an unverified account leaves alone the guest orders and newsletter subscription of the address it never proved it owns', async () => {
    const db = store.database.db;
    const product = await createProduct(db, { priceCents: 1500, stockQuantity: 5 });
    const victim = `victim-${Date.now()}@example.com`;
    const guestOrder = await placeOrder(new TestClient(store.app), [{ productId: product.id }], victim);
    await subscribeToNewsletter(store, victim);
    const impostor = new TestClient(store.app);
    const { password } = await signUp(impostor, { email: victim });
    await reauthenticate(impostor, password);

    expect((await impostor.delete('/api/account')).statusCode).toBe(204);

    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, guestOrder.orderNumber));
    expect(order!.email).toBe(victim);
    expect(order!.shippingAddress).not.toBeNull();
    expect(await db.select().from(user).where(eq(user.email, victim))).toHaveLength(0);
    expect(
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, victim)),
    ).toHaveLength(1);
  });

  it('R-33 ACC-07 keeps the orders without the person, removes everything else, cancels the Dream Box, signs out and mails the old address', async () => {
    const other = await busyCustomer();
    const { client, credentials, userId, orderNumbers, subscription } = await busyCustomer();
    const { email } = credentials;
    expect((await whereFound(email)).length).toBeGreaterThan(3);
    const oldCookie = client.cookie(SESSION_COOKIE)!;
    expect(oldCookie).toBeTruthy();
    await reauthenticate(client, credentials.password);

    const deleted = await client.delete('/api/account');
    expect(deleted.statusCode).toBe(204);
    const cleared = deleted.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value ?? '').toBe('');
    expect(client.cookie(SESSION_COOKIE)).toBeUndefined();

    // The Dream Box was cancelled at the provider before anything was deleted.
    expect(provider.cancels).toContain(subscription.providerSubscriptionId);
    expect((await provider.getSubscription(subscription.providerSubscriptionId!)).status).toBe('CANCELLED');

    // The orders stay for the books: the two bought and the Dream Box month, with nobody in them.
    const db = store.database.db;
    const kept = await db
      .select()
      .from(orders)
      .where(or(inArray(orders.orderNumber, orderNumbers), eq(orders.dreamBoxSubscriptionId, subscription.id)));
    expect(kept).toHaveLength(3);
    for (const order of kept) {
      expect(order).toMatchObject({ userId: null, guestId: null, shippingAddress: null });
      expect(order.email).toMatch(/^deleted-[0-9a-f]{16}@deleted\.invalid$/);
      expect(order.totalCents).toBeGreaterThan(0);
    }
    const payments = await db
      .select()
      .from(checkoutPayments)
      .where(
        inArray(
          checkoutPayments.orderId,
          kept.map((o) => o.id),
        ),
      );
    expect(payments).toHaveLength(2);
    for (const payment of payments) {
      expect(payment).toMatchObject({ userId: null, guestId: null, customerKey: '' });
      expect(payment.shippingAddress).toEqual({
        name: '',
        line1: '',
        line2: '',
        city: '',
        region: '',
        postalCode: '',
        country: 'US',
      });
    }
    expect(await db.select().from(productReviews).where(eq(productReviews.userName, 'Former customer'))).toHaveLength(
      1,
    );

    // The confirmation went to the old address.
    const mail = await store.deliverMail();
    const confirmation = mail.filter((m) => m.to === email && m.subject === 'Your Marquee account was deleted');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.text).toContain('Dream Box subscription was cancelled');

    // No table holds the id; the e-mail only in the sent confirmation's outbox row.
    expect(await whereFound(userId)).toEqual([]);
    expect(await whereFound(email)).toEqual([{ column: 'email_outbox.to_address', n: 1 }]);
    const [outboxRow] = await rows<{ subject: string; status: string }>(
      sql`select subject, status from email_outbox where lower(to_address) = ${email}`,
    );
    expect(outboxRow).toEqual({ subject: 'Your Marquee account was deleted', status: 'sent' });

    // Signed out everywhere and cannot come back (after the scan: a failed sign-in is counted by the address typed).
    expect((await signIn(email, credentials.password)).statusCode).toBe(401);
    // The old cookie opens none of the account's pages (the profile, the orders, ...).
    const accountReads = store.app.registeredRoutes.filter(
      (route) => route.method === 'GET' && route.url.startsWith('/api/account/') && !route.url.includes(':'),
    );
    expect(accountReads.length).toBeGreaterThanOrEqual(3);
    for (const { url } of accountReads) {
      const withOldCookie = await store.app.inject({
        method: 'GET',
        url,
        headers: { origin: ORIGIN, cookie: `${SESSION_COOKIE}=${oldCookie}` },
      });
      expect(withOldCookie.statusCode, url).toBe(401);
    }

    // The other customer lost nothing.
    expect((await signIn(other.credentials.email, other.credentials.password)).statusCode).toBe(200);
    // Its two orders, and (issue 27: a verified account's sign-in claims them) the one bought as a guest.
    expect((await other.client.get('/api/account/orders')).json().total).toBe(3);
    expect(await db.select().from(cartItems).where(eq(cartItems.userId, other.userId))).toHaveLength(1);
    expect(
      await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, other.credentials.email)),
    ).toHaveLength(1);
    expect(
      (await db.select().from(dreamBoxSubscriptions).where(eq(dreamBoxSubscriptions.userId, other.userId)))[0]!.status,
    ).toBe('active');
  });

  it('MSG-ACC-07 when the provider will not cancel the Dream Box, nothing is deleted', async () => {
    const { client, credentials, userId, subscription } = await busyCustomer();
    await reauthenticate(client, credentials.password);
    const before = await whereFound(userId);
    provider.failCancel = true;
    const refused = await client.delete('/api/account');
    provider.failCancel = false;
    expect(refused.statusCode).toBe(502);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_DELETE_FAILED',
      message: 'Failed to delete account. Please contact support.',
    });
    expect(client.cookie(SESSION_COOKIE)).toBeTruthy();
    expect((await client.get('/api/account/orders')).json().total).toBe(2);
    expect(await whereFound(userId)).toEqual(before);
    const [row] = await store.database.db
      .select()
      .from(dreamBoxSubscriptions)
      .where(eq(dreamBoxSubscriptions.id, subscription.id));
    expect(row!.status).toBe('active');
    expect((await signIn(credentials.email, credentials.password)).statusCode).toBe(200);
  });

  it('MSG-ACC-07 a failure inside the deletion rolls all of it back: no half-deleted account', async () => {
    const { client, credentials, userId } = await busyCustomer();
    await reauthenticate(client, credentials.password);
    await store.deliverMail();
    const beforeId = await whereFound(userId);
    const beforeEmail = await whereFound(credentials.email);
    // The last statement fails, after the orders were anonymised and the rest deleted.
    await store.database.db.execute(sql`
      create function refuse_user_delete() returns trigger language plpgsql as $$
      begin raise exception 'injected failure'; end $$`);
    await store.database.db.execute(
      sql`create trigger refuse_user_delete before delete on users for each row execute function refuse_user_delete()`,
    );
    try {
      const failed = await client.delete('/api/account');
      expect(failed.statusCode).toBe(500);
      expect(failed.json().error).toEqual({
        code: 'ACCOUNT_DELETE_FAILED',
        message: 'Failed to delete account. Please contact support.',
      });
    } finally {
      await store.database.db.execute(sql`drop trigger refuse_user_delete on users`);
      await store.database.db.execute(sql`drop function refuse_user_delete`);
    }
    expect(await whereFound(userId)).toEqual(beforeId);
    // The same places still hold the e-mail; nothing new was queued for it.
    expect(await whereFound(credentials.email)).toEqual(beforeEmail);
    expect((await client.get('/api/account/orders')).json().total).toBe(2);
    expect((await signIn(credentials.email, credentials.password)).statusCode).toBe(200);
  });

  it('a double click deletes once: no error for either click and one confirmation e-mail', async () => {
    const { client, credentials, userId } = await busyCustomer();
    await reauthenticate(client, credentials.password);
    const answers = await Promise.all([client.delete('/api/account'), client.delete('/api/account')]);
    // The second is 204 too, or 401 when the first had already ended the session.
    for (const answer of answers) expect([204, 401]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 204)).toBe(true);
    expect(await whereFound(userId)).toEqual([]);

    // Two deletions that both found the account (two tabs): the second finds nothing left to do.
    const again = await busyCustomer();
    const deps = store.app.orderDeps;
    await Promise.all([deleteAccount(deps, again.userId, new Date()), deleteAccount(deps, again.userId, new Date())]);
    expect(await whereFound(again.userId)).toEqual([]);

    const mail = await store.deliverMail();
    for (const { email } of [credentials, again.credentials]) {
      const confirmations = mail.filter((m) => m.to === email && m.subject === 'Your Marquee account was deleted');
      expect(confirmations, email).toHaveLength(1);
    }
  });
});
