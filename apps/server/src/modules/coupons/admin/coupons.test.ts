import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@marquee/contracts';
import { coupons, orders } from '../../../db/schema/index.js';
import { signInAdmin } from '../../../test/admin.js';
import { testStoreForFile, type TestClient } from '../../../test/app.js';
import { findUsableCoupon } from '../redeem.js';

const store = testStoreForFile();
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const COUPONS = apiPaths.admin.coupons.href();
const couponUrl = (code: string) => apiPaths.admin.coupon.href(code);
const patch = (code: string, body: unknown) => admin.request('PATCH', couponUrl(code), body);

let sequence = 0;
const uniqueCode = (prefix = 'TEST') => `${prefix}${++sequence}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;

async function placeOrderWith(code: string, status: 'processing' | 'cancelled' = 'processing') {
  await store.database.db.insert(orders).values({
    orderNumber: `MQ-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    email: 'buyer@example.com',
    subtotalCents: 4000,
    totalCents: 4000,
    couponCode: code,
    paymentProvider: 'test',
    status,
  });
}

describe('admin coupons: create', () => {
  it('creates each kind, upper-casing the code, with defaults for what is left out', async () => {
    const code = uniqueCode('spring');
    const percent = await admin.post(COUPONS, { code: code.toLowerCase(), kind: 'percent', percentOff: 20 });
    expect(percent.statusCode).toBe(201);
    expect(percent.json()).toMatchObject({
      code: code.toUpperCase(),
      kind: 'percent',
      percentOff: 20,
      amountOffCents: null,
      minSubtotalCents: 0,
      startsAt: null,
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: null,
      isActive: true,
      timesUsed: 0,
      orderCount: 0,
    });

    const fixed = await admin.post(COUPONS, {
      code: uniqueCode('FIVE'),
      kind: 'fixed',
      amountOffCents: 500,
      minSubtotalCents: 2500,
      startsAt: '2026-12-01',
      endsAt: '2026-12-31T23:59:59+01:00',
      usageLimit: 100,
      perCustomerLimit: 1,
    });
    expect(fixed.statusCode).toBe(201);
    expect(fixed.json()).toMatchObject({
      kind: 'fixed',
      amountOffCents: 500,
      minSubtotalCents: 2500,
      startsAt: '2026-12-01T00:00:00.000Z',
      endsAt: '2026-12-31T22:59:59.000Z',
      usageLimit: 100,
      perCustomerLimit: 1,
    });

    const ship = await admin.post(COUPONS, { code: uniqueCode('SHIP'), kind: 'free_shipping', isActive: false });
    expect(ship.statusCode).toBe(201);
    expect(ship.json()).toMatchObject({
      kind: 'free_shipping',
      percentOff: null,
      amountOffCents: null,
      isActive: false,
    });
  });

  it('answers 409 naming code for a code that exists, in any case', async () => {
    const code = uniqueCode('TWICE');
    expect((await admin.post(COUPONS, { code, kind: 'percent', percentOff: 5 })).statusCode).toBe(201);
    const again = await admin.post(COUPONS, { code: code.toLowerCase(), kind: 'fixed', amountOffCents: 100 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'COUPON_CODE_TAKEN', fields: { code: expect.any(String) } });
  });

  it.each([
    ['a missing code', { code: undefined, kind: 'percent', percentOff: 10 }, 'code'],
    ['a one-letter code', { code: 'A', kind: 'percent', percentOff: 10 }, 'code'],
    ['a code with spaces', { code: 'NO SPACES', kind: 'percent', percentOff: 10 }, 'code'],
    ['an unknown kind', { kind: 'bogo' }, 'kind'],
    ['percent 0', { kind: 'percent', percentOff: 0 }, 'percentOff'],
    ['percent 101', { kind: 'percent', percentOff: 101 }, 'percentOff'],
    ['percent 12.5', { kind: 'percent', percentOff: 12.5 }, 'percentOff'],
    ['a percent coupon without its percent', { kind: 'percent' }, 'percentOff'],
    ['a percent coupon with an amount', { kind: 'percent', percentOff: 10, amountOffCents: 100 }, 'amountOffCents'],
    ['a fixed coupon without its amount', { kind: 'fixed' }, 'amountOffCents'],
    ['a fixed amount of 0', { kind: 'fixed', amountOffCents: 0 }, 'amountOffCents'],
    ['a fixed amount as a string', { kind: 'fixed', amountOffCents: '500' }, 'amountOffCents'],
    ['free shipping with a percent', { kind: 'free_shipping', percentOff: 10 }, 'percentOff'],
    ['a negative minimum', { kind: 'free_shipping', minSubtotalCents: -1 }, 'minSubtotalCents'],
    ['a usage limit of 0', { kind: 'free_shipping', usageLimit: 0 }, 'usageLimit'],
    ['a per-customer limit of 0', { kind: 'free_shipping', perCustomerLimit: 0 }, 'perCustomerLimit'],
    ['a start that is no date', { kind: 'free_shipping', startsAt: 'tomorrow' }, 'startsAt'],
    ['an impossible date', { kind: 'free_shipping', endsAt: '2026-02-30T10:00:00Z' }, 'endsAt'],
    ['an end before the start', { kind: 'free_shipping', startsAt: '2026-12-10', endsAt: '2026-12-01' }, 'endsAt'],
    ['an end equal to the start', { kind: 'free_shipping', startsAt: '2026-12-10', endsAt: '2026-12-10' }, 'endsAt'],
    ['timesUsed from the client', { kind: 'free_shipping', timesUsed: 3 }, 'timesUsed'],
  ])('refuses %s with a 400 naming %s', async (_label, body, field) => {
    const response = await admin.post(COUPONS, { code: uniqueCode('BAD'), ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });
});

describe('admin coupons: update, deactivate, delete', () => {
  it('edits fields but never the code; a new kind clears the other kind’s amount', async () => {
    const code = uniqueCode('EDIT');
    await admin.post(COUPONS, { code, kind: 'percent', percentOff: 10 });

    const edited = await patch(code.toLowerCase(), { percentOff: 25, usageLimit: 50, endsAt: '2027-01-01' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ code, percentOff: 25, usageLimit: 50, endsAt: '2027-01-01T00:00:00.000Z' });

    const toFixed = await patch(code, { kind: 'fixed', amountOffCents: 300 });
    expect(toFixed.json()).toMatchObject({ kind: 'fixed', amountOffCents: 300, percentOff: null });

    const renamed = await patch(code, { code: 'OTHER' });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toHaveProperty('code');

    const cleared = await patch(code, { usageLimit: null, endsAt: null });
    expect(cleared.json()).toMatchObject({ usageLimit: null, endsAt: null });
  });

  it('checks the coupon as it will be, naming the field', async () => {
    const code = uniqueCode('RULES');
    await admin.post(COUPONS, { code, kind: 'percent', percentOff: 10, startsAt: '2026-12-10' });

    const noAmount = await patch(code, { kind: 'fixed' });
    expect(noAmount.statusCode).toBe(400);
    expect(noAmount.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { amountOffCents: expect.any(String) },
    });

    const amountOnPercent = await patch(code, { amountOffCents: 100 });
    expect(amountOnPercent.json().error.fields).toHaveProperty('amountOffCents');

    const endBeforeStart = await patch(code, { endsAt: '2026-12-01' });
    expect(endBeforeStart.statusCode).toBe(400);
    expect(endBeforeStart.json().error.fields).toHaveProperty('endsAt');

    const badPercent = await patch(code, { percentOff: 150 });
    expect(badPercent.json().error.fields).toHaveProperty('percentOff');

    const unchanged = await admin.get(couponUrl(code));
    expect(unchanged.json()).toMatchObject({ kind: 'percent', percentOff: 10, endsAt: null });
  });

  it('404 for an unknown code', async () => {
    expect((await patch('NOPE-NOT-HERE', { isActive: false })).statusCode).toBe(404);
    expect((await admin.get(couponUrl('NOPE-NOT-HERE'))).statusCode).toBe(404);
    expect((await admin.request('DELETE', couponUrl('NOPE-NOT-HERE'))).statusCode).toBe(404);
  });

  it('deactivates with isActive false, and the checkout then calls the code invalid', async () => {
    const code = uniqueCode('OFF');
    await admin.post(COUPONS, { code, kind: 'percent', percentOff: 10 });
    const off = await patch(code, { isActive: false });
    expect(off.json()).toMatchObject({ code, isActive: false });
    const [row] = await store.database.db.select().from(coupons).where(eq(coupons.code, code));
    expect(row?.isActive).toBe(false);
    await expect(
      findUsableCoupon(store.database.db, { guestId: 'guest_admin_test' }, code, 5000),
    ).rejects.toMatchObject({
      code: 'COUPON_INVALID',
    });
    expect((await patch(code, { isActive: true })).json().isActive).toBe(true);
  });

  it('deletes an unused coupon, and refuses with 409 one that orders have used', async () => {
    const unused = uniqueCode('UNUSED');
    await admin.post(COUPONS, { code: unused, kind: 'percent', percentOff: 10 });
    expect((await admin.request('DELETE', couponUrl(unused))).json()).toEqual({ ok: true });
    expect((await admin.get(couponUrl(unused))).statusCode).toBe(404);

    const counted = uniqueCode('COUNTED');
    await admin.post(COUPONS, { code: counted, kind: 'percent', percentOff: 10 });
    await store.database.db.update(coupons).set({ timesUsed: 1 }).where(eq(coupons.code, counted));
    const refused = await admin.request('DELETE', couponUrl(counted));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'COUPON_IN_USE', fields: { code: expect.any(String) } });

    // An order names the code even if the counter says 0 (e.g. a cancelled order gave its use back).
    const named = uniqueCode('NAMED');
    await admin.post(COUPONS, { code: named, kind: 'percent', percentOff: 10 });
    await placeOrderWith(named, 'cancelled');
    expect((await admin.request('DELETE', couponUrl(named))).statusCode).toBe(409);
    expect((await admin.get(couponUrl(named))).json()).toMatchObject({ timesUsed: 0, orderCount: 1 });
  });
});

describe('admin coupons: list', () => {
  it('pages newest first, searches by part of the code in any case, and counts uses and orders', async () => {
    const marker = `LIST${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    for (const n of [1, 2, 3]) {
      const created = await admin.post(COUPONS, { code: `${marker}-${n}`, kind: 'percent', percentOff: 10 * n });
      expect(created.statusCode).toBe(201);
    }
    await store.database.db
      .update(coupons)
      .set({ timesUsed: 2 })
      .where(eq(coupons.code, `${marker}-2`));
    await placeOrderWith(`${marker}-2`);
    await placeOrderWith(`${marker}-2`, 'cancelled');

    const first = await admin.get(apiPaths.admin.coupons.href({ q: marker.toLowerCase(), pageSize: 2 }));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(first.json().items.map((c: { code: string }) => c.code)).toEqual([`${marker}-3`, `${marker}-2`]);
    expect(first.json().items[1]).toMatchObject({ timesUsed: 2, orderCount: 2 });

    const second = await admin.get(apiPaths.admin.coupons.href({ q: marker, pageSize: 2, page: 2 }));
    expect(second.json().items.map((c: { code: string }) => c.code)).toEqual([`${marker}-1`]);

    // LIKE wildcards in the search match themselves.
    expect((await admin.get(apiPaths.admin.coupons.href({ q: '%' }))).json().total).toBe(0);

    const all = await admin.get(COUPONS);
    expect(all.json().total).toBeGreaterThanOrEqual(3);

    const bad = await admin.get(apiPaths.admin.coupons.href({ pageSize: 101 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('pageSize');
  });
});
