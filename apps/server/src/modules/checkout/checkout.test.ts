import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { coupons, currencies, orders, siteSettings, user, type NewCoupon } from '../../db/schema/index.js';
import { coupons as seedCoupons } from '../../db/seed/data/index.js';
import { testStoreForFile, signUp, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';
import { guestIdOf } from '../../test/guest-cookie.js';

const store = testStoreForFile();
beforeAll(async () => {
  const db = store.database.db;
  await db.insert(coupons).values(seedCoupons);
  await db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.93 },
    { code: 'JPY', name: 'Japanese Yen', symbol: '¥', rate: 144.61 },
    { code: 'INR', name: 'Indian Rupee', symbol: '₹', rate: 82.67 },
  ]);
});

const QUOTE = '/api/checkout/quote';
const DAY = 24 * 60 * 60 * 1000;
let couponNumber = 0;

/** A shopper whose cart holds `quantity` of a product at `priceCents`. */
async function shopperWith(priceCents: number, quantity = 1) {
  const client = new TestClient(store.app);
  const product = await createProduct(store.database.db, { priceCents, stockQuantity: 50 });
  const added = await client.post('/api/cart/items', { productId: product.id, quantity });
  expect(added.statusCode).toBe(200);
  return { client, product };
}

async function coupon(overrides: Partial<NewCoupon>) {
  const code = `TEST${++couponNumber}`;
  await store.database.db.insert(coupons).values({ code, kind: 'percent', percentOff: 10, ...overrides });
  return code;
}

async function setSetting(key: string, value: unknown) {
  await store.database.db
    .insert(siteSettings)
    .values({ settingKey: key, settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
}

describe('issue 11 POST /api/checkout/quote', () => {
  it('SF-CHK-04 BC-04 totals from database prices: shipping 9.99 below the threshold, free at or above it', async () => {
    const { client, product } = await shopperWith(2000, 2);
    const below = await client.post(QUOTE, {});
    expect(below.statusCode).toBe(200);
    expect(below.headers['cache-control']).toBe('no-store');
    expect(below.json()).toMatchObject({
      lines: [{ productId: product.id, unitPriceCents: 2000, quantity: 2, lineTotalCents: 4000 }],
      coupon: null,
      dreamBox: false,
      usd: { subtotal: 4000, discount: 0, shipping: 999, dreamBox: 0, total: 4999 },
      charge: { currency: 'USD', amounts: { total: 4999 } },
      chargeCurrencyDiffers: false,
    });
    await client.request('PATCH', `/api/cart/items/${product.id}`, { quantity: 5 });
    const above = (await client.post(QUOTE, {})).json();
    expect(above.usd).toEqual({ subtotal: 10000, discount: 0, shipping: 0, dreamBox: 0, total: 10000 });
  });

  it('an empty cart quotes zero everywhere', async () => {
    const client = new TestClient(store.app);
    const result = (await client.post(QUOTE, {})).json();
    expect(result.lines).toEqual([]);
    expect(result.usd).toEqual({ subtotal: 0, discount: 0, shipping: 0, dreamBox: 0, total: 0 });
  });

  it('SF-CPN-01 matches codes case-insensitively; an unknown or switched-off code is "Invalid coupon code"', async () => {
    const { client } = await shopperWith(5000);
    const lower = (await client.post(QUOTE, { couponCode: '  save10 ' })).json();
    expect(lower.coupon).toMatchObject({ code: 'SAVE10', kind: 'percent', percentOff: 10 });
    expect(lower.usd.discount).toBe(500);

    const unknown = await client.post(QUOTE, { couponCode: 'NOPE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toEqual({
      code: 'COUPON_INVALID',
      message: 'Invalid coupon code',
      fields: { couponCode: 'Invalid coupon code' },
    });
    const off = await coupon({ isActive: false });
    expect((await client.post(QUOTE, { couponCode: off })).json().error.code).toBe('COUPON_INVALID');
  });

  it('SF-CPN-02 BC-05 R-14 the seeded codes: SAVE10 10%, WELCOME20 20%, FREESHIP 15% (a percent, as written)', async () => {
    const { client } = await shopperWith(5000);
    const discount = async (couponCode: string) => (await client.post(QUOTE, { couponCode })).json();
    expect((await discount('SAVE10')).usd).toMatchObject({ discount: 500, shipping: 999 });
    expect((await discount('WELCOME20')).usd).toMatchObject({ discount: 1000, shipping: 999 });
    const freeship = await discount('freeship');
    expect(freeship.coupon).toEqual({ code: 'FREESHIP', kind: 'percent', percentOff: 15, amountOffCents: null });
    expect(freeship.usd).toEqual({ subtotal: 5000, discount: 750, shipping: 999, dreamBox: 0, total: 5249 });
  });

  it('SF-CPN-03 the discount applies to the subtotal, not to shipping or the Dream Box', async () => {
    const { client } = await shopperWith(3000);
    const result = (await client.post(QUOTE, { couponCode: 'WELCOME20', dreamBox: true })).json();
    expect(result.usd).toEqual({ subtotal: 3000, discount: 600, shipping: 999, dreamBox: 2999, total: 6398 });
  });

  it('fixed coupons take USD cents off, never more than the subtotal; free_shipping coupons zero the shipping', async () => {
    const { client } = await shopperWith(1500);
    const fixed = await coupon({ kind: 'fixed', percentOff: null, amountOffCents: 500 });
    expect((await client.post(QUOTE, { couponCode: fixed })).json().usd).toMatchObject({ discount: 500, total: 1999 });
    const big = await coupon({ kind: 'fixed', percentOff: null, amountOffCents: 9000 });
    expect((await client.post(QUOTE, { couponCode: big })).json().usd).toMatchObject({ discount: 1500, total: 999 });
    const ship = await coupon({ kind: 'free_shipping', percentOff: null });
    expect((await client.post(QUOTE, { couponCode: ship })).json().usd).toEqual({
      subtotal: 1500,
      discount: 0,
      shipping: 0,
      dreamBox: 0,
      total: 1500,
    });
  });

  it('the database refuses a coupon whose amounts do not fit its kind', async () => {
    const db = store.database.db;
    await expect(db.insert(coupons).values({ code: 'BAD1', kind: 'percent', percentOff: 101 })).rejects.toThrow();
    await expect(db.insert(coupons).values({ code: 'BAD2', kind: 'fixed', amountOffCents: 0 })).rejects.toThrow();
    await expect(db.insert(coupons).values({ code: 'BAD3', kind: 'free_shipping', percentOff: 10 })).rejects.toThrow();
    await expect(db.insert(coupons).values({ code: 'lower', kind: 'percent', percentOff: 5 })).rejects.toThrow();
  });

  it('SF-CPN-05 refuses a coupon below its minimum subtotal, before its start or after its end', async () => {
    const { client } = await shopperWith(4000);
    const min = await coupon({ minSubtotalCents: 5000 });
    const refused = (await client.post(QUOTE, { couponCode: min })).json().error;
    expect(refused).toMatchObject({
      code: 'COUPON_MIN_SUBTOTAL',
      message: 'This coupon needs a subtotal of at least $50.00.',
      fields: { couponCode: 'This coupon needs a subtotal of at least $50.00.' },
    });
    const later = await coupon({ startsAt: new Date(Date.now() + DAY) });
    expect((await client.post(QUOTE, { couponCode: later })).json().error).toMatchObject({
      code: 'COUPON_NOT_YET_VALID',
      message: 'This coupon is not valid yet.',
    });
    const past = await coupon({ startsAt: new Date(Date.now() - 2 * DAY), endsAt: new Date(Date.now() - DAY) });
    expect((await client.post(QUOTE, { couponCode: past })).json().error).toMatchObject({
      code: 'COUPON_EXPIRED',
      message: 'This coupon has expired.',
    });
    const current = await coupon({ startsAt: new Date(Date.now() - DAY), endsAt: new Date(Date.now() + DAY) });
    expect((await client.post(QUOTE, { couponCode: current })).statusCode).toBe(200);
  });

  it('SF-CPN-05 refuses a used-up coupon, and one this user or guest has used as often as allowed', async () => {
    const db = store.database.db;
    const usedUp = await coupon({ usageLimit: 5, timesUsed: 5 });
    const { client: guest } = await shopperWith(4000);
    expect((await guest.post(QUOTE, { couponCode: usedUp })).json().error).toMatchObject({
      code: 'COUPON_USED_UP',
      message: 'This coupon has been used up.',
    });

    const once = await coupon({ perCustomerLimit: 1 });
    const order = (owner: { userId?: string; guestId?: string }, status: 'pending' | 'cancelled' = 'pending') =>
      db.insert(orders).values({
        orderNumber: `MQ-${Math.random().toString(36).slice(2, 10)}`,
        email: 'buyer@example.com',
        subtotalCents: 4000,
        totalCents: 4000,
        couponCode: once,
        paymentProvider: 'test',
        status,
        ...owner,
      });
    expect((await guest.post(QUOTE, { couponCode: once })).statusCode).toBe(200);
    const guestId = guestIdOf(guest)!;
    await order({ guestId }, 'cancelled');
    expect((await guest.post(QUOTE, { couponCode: once })).statusCode).toBe(200);
    await order({ guestId });
    expect((await guest.post(QUOTE, { couponCode: once })).json().error).toMatchObject({
      code: 'COUPON_LIMIT_REACHED',
      message: 'You have already used this coupon.',
    });

    // Another customer is not affected; a signed-in user counts their own orders.
    const { client: member } = await shopperWith(4000);
    const { email } = await signUp(member);
    expect((await member.post(QUOTE, { couponCode: once })).statusCode).toBe(200);
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
    await order({ userId: row!.id });
    expect((await member.post(QUOTE, { couponCode: once })).json().error.code).toBe('COUPON_LIMIT_REACHED');
  });

  it('SF-DBOX-06 SF-DBOX-09 R-19 the Dream Box price is the dream_box_price setting, 29.99 when missing or malformed', async () => {
    const { client } = await shopperWith(9000);
    await store.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'dream_box_price'));
    expect((await client.post(QUOTE, { dreamBox: true })).json().usd).toMatchObject({ dreamBox: 2999, total: 11999 });
    await setSetting('dream_box_price', 34.5);
    const edited = (await client.post(QUOTE, { dreamBox: true })).json();
    expect(edited.usd).toMatchObject({ dreamBox: 3450, total: 12450 });
    expect(edited.dreamBox).toBe(true);
    await setSetting('dream_box_price', 'not a price');
    expect((await client.post(QUOTE, { dreamBox: true })).json().usd.dreamBox).toBe(2999);
    await store.database.db.delete(siteSettings).where(eq(siteSettings.settingKey, 'dream_box_price'));
  });

  it('EUR: charged in euros, and the charged parts add up to the charged total', async () => {
    const { client } = await shopperWith(1999, 3);
    const result = (await client.post(QUOTE, { currency: 'eur', couponCode: 'SAVE10', dreamBox: true })).json();
    expect(result.chargeCurrencyDiffers).toBe(false);
    expect(result.charge).toMatchObject({ currency: 'EUR', rate: 0.93, minorUnitDigits: 2, lineTotals: [5577] });
    const { subtotal, discount, shipping, dreamBox, total } = result.charge.amounts;
    expect({ subtotal, discount, shipping, dreamBox }).toEqual({
      subtotal: 5577,
      discount: 558,
      shipping: 929,
      dreamBox: 2789,
    });
    expect(total).toBe(subtotal - discount + dreamBox + shipping);
  });

  it('JPY (no minor units) is charged in whole yen; the parts add up', async () => {
    const { client } = await shopperWith(1999, 2);
    const result = (await client.post(QUOTE, { currency: 'JPY' })).json();
    expect(result.charge).toMatchObject({
      currency: 'JPY',
      minorUnitDigits: 0,
      lineTotals: [5782],
      amounts: { subtotal: 5782, discount: 0, shipping: 1445, dreamBox: 0, total: 7227 },
    });
  });

  it('a currency PayPal cannot charge in (INR) is displayed but charged in USD; an unknown one is quoted in USD', async () => {
    const { client } = await shopperWith(4000);
    const inr = (await client.post(QUOTE, { currency: 'INR' })).json();
    expect(inr.chargeCurrencyDiffers).toBe(true);
    expect(inr.display).toMatchObject({
      currency: 'INR',
      amounts: { subtotal: 330680, shipping: 82587, total: 413267 },
    });
    expect(inr.charge).toMatchObject({ currency: 'USD', amounts: { subtotal: 4000, shipping: 999, total: 4999 } });
    const unknown = (await client.post(QUOTE, { currency: 'XYZ' })).json();
    expect(unknown.display.currency).toBe('USD');
    expect(unknown.charge.currency).toBe('USD');
    expect(unknown.chargeCurrencyDiffers).toBe(false);
  });

  it('R-15 client-sent prices and totals are not accepted: 400 naming the field', async () => {
    const { client } = await shopperWith(4000);
    const sent = await client.post(QUOTE, { totalCents: 1 });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(sent.json().error.fields ?? {})).toContain('totalCents');
    const badCurrency = await client.post(QUOTE, { currency: 'euro' });
    expect(badCurrency.statusCode).toBe(400);
    expect(badCurrency.json().error.fields).toHaveProperty('currency');
    const badDreamBox = await client.post(QUOTE, { dreamBox: 'yes' });
    expect(badDreamBox.json().error.fields).toHaveProperty('dreamBox');
    // The quote is still computed from the database price.
    expect((await client.post(QUOTE, {})).json().usd.total).toBe(4999);
  });
});
