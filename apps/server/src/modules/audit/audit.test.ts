import { beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { apiPaths, type AdminAuditList } from '@marquee/contracts';
import { adminAuditLog } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createCategory, createProduct } from '../../test/factories.js';
import { placeOrder } from '../../test/orders.js';

const store = testStoreForFile();
let admin: TestClient;
let adminEmail: string;
beforeAll(async () => {
  admin = await signInAdmin(store);
  adminEmail = (await admin.get('/api/auth/session')).json().user.email as string;
});

const { auditLog, coupons, coupon, orderStatus, customerSignIn, customerPasswordReset } = apiPaths.admin;

/** The audit rows of one resource and id, oldest first. */
const rowsOf = (resource: string, resourceId: string) =>
  store.database.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.resource, resource), eq(adminAuditLog.resourceId, resourceId)))
    .orderBy(asc(adminAuditLog.id));

const code = () => `AUD${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

describe('issue 13 audit rows for the admin writes of issues 11 and 12', () => {
  it('coupons: create, update and delete each leave a row with who, before and after', async () => {
    const name = code();
    expect((await admin.post(coupons.href(), { code: name, kind: 'percent', percentOff: 10 })).statusCode).toBe(201);
    expect((await admin.request('PATCH', coupon.href(name), { percentOff: 15 })).statusCode).toBe(200);
    expect((await admin.delete(coupon.href(name))).statusCode).toBe(200);

    const rows = await rowsOf('coupons', name);
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
    for (const row of rows) expect(row.actorEmail).toBe(adminEmail);
    expect(rows[0]).toMatchObject({ before: null, after: { code: name, percentOff: 10 } });
    expect(rows[1]).toMatchObject({ before: { percentOff: 10 }, after: { percentOff: 15 } });
    expect(rows[2]).toMatchObject({ before: { code: name, percentOff: 15 }, after: null });
  });

  it('coupons: a refused write leaves no row (the row commits with the write)', async () => {
    const name = code();
    await admin.post(coupons.href(), { code: name, kind: 'percent', percentOff: 10 });
    expect((await admin.post(coupons.href(), { code: name, kind: 'percent', percentOff: 20 })).statusCode).toBe(409);
    expect((await admin.request('PATCH', coupon.href(name), { kind: 'fixed' })).statusCode).toBe(400);
    expect((await rowsOf('coupons', name)).map((row) => row.action)).toEqual(['create']);
  });

  it('order status changes leave a row with the old and new status', async () => {
    const category = await createCategory(store.database.db);
    const product = await createProduct(store.database.db, { categoryId: category.id, stockQuantity: 5 });
    const order = await placeOrder(new TestClient(store.app), [{ productId: product.id }]);
    const shipped = await admin.post(orderStatus.href(order.orderNumber), {
      to: 'shipping',
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const rows = await rowsOf('orders', order.orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'update',
      actorEmail: adminEmail,
      before: { status: 'processing' },
      after: { status: 'shipping', carrier: 'UPS', trackingNumber: '1Z999' },
    });
    // A move the lifecycle refuses is no write.
    expect((await admin.post(orderStatus.href(order.orderNumber), { to: 'processing' })).statusCode).toBe(409);
    expect(await rowsOf('orders', order.orderNumber)).toHaveLength(1);
  });

  it('customers: sign-in switches and reset e-mails name the customer by id only, never their e-mail or name', async () => {
    const shopper = new TestClient(store.app);
    const { email } = await signUp(shopper, { firstName: 'Audrey', lastName: 'Hepburn' });
    const id = (await shopper.get('/api/auth/session')).json().user.id as string;

    expect((await admin.post(customerSignIn.href(id), { enabled: false })).statusCode).toBe(200);
    expect((await admin.post(customerSignIn.href(id), { enabled: true })).statusCode).toBe(200);
    expect((await admin.post(customerPasswordReset.href(id))).statusCode).toBe(200);

    const rows = await rowsOf('customers', id);
    expect(rows.map((row) => [row.before, row.after])).toEqual([
      [{ signInDisabled: false }, { signInDisabled: true }],
      [{ signInDisabled: true }, { signInDisabled: false }],
      [null, { passwordResetEmailSent: true }],
    ]);
    const text = JSON.stringify(rows.map((row) => [row.before, row.after]));
    expect(text).not.toContain(email);
    expect(text).not.toContain('Audrey');
    expect(text).not.toContain('Hepburn');
  });
});

describe('issue 13 audit log API', () => {
  const list = async (query = '') => {
    const response = await admin.get(`${auditLog.path}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AdminAuditList;
  };

  it('lists the newest change first with who, what, which id, when, before and after', async () => {
    const name = code();
    await admin.post(coupons.href(), { code: name, kind: 'percent', percentOff: 5 });
    await admin.request('PATCH', coupon.href(name), { percentOff: 6 });
    const { items, total, page, pageSize, resources } = await list();
    expect(total).toBeGreaterThanOrEqual(2);
    expect({ page, pageSize }).toEqual({ page: 1, pageSize: 25 });
    expect(items[0]).toMatchObject({
      actorEmail: adminEmail,
      action: 'update',
      resource: 'coupons',
      resourceId: name,
      before: { percentOff: 5 },
      after: { percentOff: 6 },
    });
    expect(items[1]).toMatchObject({ action: 'create', resourceId: name });
    expect(Date.parse(items[0]!.createdAt)).not.toBeNaN();
    expect(resources).toEqual(expect.arrayContaining(['coupons', 'orders', 'customers']));
  });

  it('filters by resource, finds an exact id or part of the e-mail, pages and sorts oldest first on request', async () => {
    const orders = await list('?resource=orders');
    expect(orders.items.length).toBeGreaterThan(0);
    expect(new Set(orders.items.map((item) => item.resource))).toEqual(new Set(['orders']));

    const name = code();
    await admin.post(coupons.href(), { code: name, kind: 'percent', percentOff: 5 });
    expect((await list(`?q=${name}`)).items.map((item) => item.resourceId)).toEqual([name]);
    expect((await list(`?q=${adminEmail.slice(0, 8).toUpperCase()}`)).total).toBeGreaterThan(0);
    expect((await list('?q=nobody-did-this')).total).toBe(0);

    const firstTwo = await list('?pageSize=2');
    const second = await list('?pageSize=2&page=2');
    expect(firstTwo.items).toHaveLength(2);
    expect(second.items[0]!.id).toBeLessThan(firstTwo.items[1]!.id);
    const oldest = await list('?dir=asc&pageSize=1');
    expect(oldest.items[0]!.id).toBeLessThan(firstTwo.items[0]!.id);
  });

  it.each([
    ['?resource=Not%20A%20Resource', 'resource'],
    ['?sort=actorEmail', 'sort'],
    ['?pageSize=500', 'pageSize'],
    ['?dir=up', 'dir'],
    ['?page=0', 'page'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const response = await admin.get(`${auditLog.path}${query}`);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('refuses guests (401) and customers (403)', async () => {
    expect((await new TestClient(store.app).get(auditLog.href())).statusCode).toBe(401);
    const customer = new TestClient(store.app);
    await signUp(customer);
    expect((await customer.get(auditLog.href())).statusCode).toBe(403);
  });
});
