import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { LANGUAGE_HEADER } from '@marquee/contracts';
import { orders, profiles, user } from '../../db/schema/index.js';
import { testStoreForFile, TestClient } from '../../test/app.js';
import { createProduct } from '../../test/factories.js';

const store = testStoreForFile();
const hebrew = { [LANGUAGE_HEADER]: 'he' };
const address = { name: 'דנה לוי', line1: 'רחוב הרצל 1', city: 'תל אביב', postalCode: '6100000', country: 'IL' };

/** A guest on a page in `headers`' language buys one product through the offline provider. */
async function buyIn(headers: Record<string, string>, email: string) {
  const client = new TestClient(store.app);
  const product = await createProduct(store.database.db, { priceCents: 2500 });
  expect((await client.post('/api/cart/items', { productId: product.id, quantity: 1 })).statusCode).toBe(200);
  const started = await client.request('POST', '/api/checkout/orders', { email, shippingAddress: address }, headers);
  expect(started.statusCode).toBe(201);
  const { providerOrderId } = started.json();
  await client.post(`/api/checkout/orders/${providerOrderId}/test-approval`, { outcome: 'approve' });
  // The capture comes from a page in English: the order keeps the language it was started in.
  const captured = await client.post(`/api/checkout/orders/${providerOrderId}/capture`);
  expect(captured.statusCode).toBe(200);
  return captured.json().order.orderNumber as string;
}

describe('issue 29: e-mails are written in the reader’s language', () => {
  it('an order paid on a Hebrew page remembers Hebrew, and its confirmation is Hebrew, right to left, with a plain-text part and the Hebrew page', async () => {
    const orderNumber = await buyIn(hebrew, 'dana@example.com');
    const [row] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.language).toBe('he');
    const mail = (await store.deliverMail()).find((m) => m.to.includes('dana@example.com'))!;
    expect(mail.subject).toBe(`הזמנת ה-Marquee שלך ${orderNumber} אושרה`);
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.text).toContain('תודה על ההזמנה!');
    expect(mail.text).toMatch(new RegExp(`/he/order-confirmation\\?order=${orderNumber}&token=`));
    expect(mail.text).not.toMatch(/Thank you/);
  });

  it('an order paid on an English page (or with no language said) is written in English', async () => {
    const orderNumber = await buyIn({}, 'ada@example.com');
    const mail = (await store.deliverMail()).find((m) => m.to.includes('ada@example.com'))!;
    expect(mail.subject).toBe(`Your Marquee order ${orderNumber} is confirmed`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toMatch(new RegExp(`localhost:3000/order-confirmation\\?order=${orderNumber}&token=`));
  });

  it('a sign-up on a Hebrew page gets its verification in Hebrew and the account remembers Hebrew; a reset asked in English is English', async () => {
    const client = new TestClient(store.app);
    const email = 'noa@example.com';
    const body = { email, password: 'correct horse battery', firstName: 'Noa', lastName: 'Cohen' };
    expect((await client.request('POST', '/api/auth/sign-up', body, hebrew)).statusCode).toBe(201);
    const verification = (await store.deliverMail()).find((m) => m.to.includes(email))!;
    expect(verification.subject).toBe('אישור כתובת הדוא״ל שלך');
    expect(verification.text).toContain('שלום Noa,');
    const [account] = await store.database.db
      .select({ language: profiles.language })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, email));
    expect(account!.language).toBe('he');

    const guest = new TestClient(store.app);
    const asked = await guest.request(
      'POST',
      '/api/auth/request-password-reset',
      { email },
      { [LANGUAGE_HEADER]: 'en' },
    );
    expect(asked.statusCode).toBe(200);
    const reset = (await store.deliverMail()).filter((m) => m.to.includes(email)).at(-1)!;
    expect(reset.subject).toBe('Reset your Marquee password');
    expect(reset.text).toMatch(/localhost:3000\/reset-password\?token=/);
  });

  it('a header naming a language the store does not have is English', async () => {
    const orderNumber = await buyIn({ [LANGUAGE_HEADER]: 'fr' }, 'jean@example.com');
    const [row] = await store.database.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(row!.language).toBe('en');
  });
});
