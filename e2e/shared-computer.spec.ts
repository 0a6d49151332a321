import type { Browser, Page } from '@playwright/test';
import { expect, expectAccessible, newShopper, signUpThroughUi, test } from './fixtures';

/**
 * Issue 27, points 1 and 2, in the browser: a shared computer keeps nothing of the person
 * before, and the confirmation's address (what a buyer copies to share a purchase) opens
 * nothing personal anywhere else.
 */

interface Product {
  id: number;
  priceCents: number;
  stockQuantity: number;
}

const base = () => test.info().project.use.baseURL!;

/** A guest's purchase through the checkout and the offline test provider; ends on the confirmation. */
async function buyAsGuest(page: Page, email: string, street: string): Promise<string> {
  const response = await page.request.get('/api/products?pageSize=100');
  const { items } = (await response.json()) as { items: Product[] };
  const product = items.find((p) => p.stockQuantity >= 20 && p.priceCents >= 1000);
  expect(product, 'a seeded product with stock').toBeDefined();
  // Before the first page: the page's own requests would otherwise race for a guest id.
  const added = await page.request.post('/api/cart/items', {
    data: { productId: product!.id, quantity: 1 },
    headers: { origin: base() },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await page.goto('/checkout');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Rosa Parks');
  await page.getByLabel('Address', { exact: true }).fill(street);
  await page.getByLabel('City').fill('Montgomery');
  await page.getByLabel('Postal code').fill('36104');
  await page.getByLabel('Country').selectOption('US');
  const payment = page.getByRole('button', { name: 'Payment', exact: true });
  if ((await payment.getAttribute('aria-expanded')) !== 'true') await payment.click();
  await page.getByRole('button', { name: 'Approve test payment' }).click();
  // No token in the address bar (point 2): the buyer's own cookies open the confirmation.
  await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+$/);
  await expect(page.getByText(`A confirmation e-mail has been sent to ${email}.`)).toBeVisible();
  await expect(page.getByText(street)).toBeVisible();
  return new URL(page.url()).searchParams.get('order')!;
}

async function sendChat(page: Page, name: string, email: string, message: string) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chat with us' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Message').fill(message);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByRole('list', { name: 'Your conversation' }).getByText(message)).toBeVisible();
  await dialog.getByRole('button', { name: /close/i }).first().click();
}

/** Nothing of the earlier person on the page: order number, e-mail, street, chat text. */
async function expectNothingOf(page: Page, traces: string[]) {
  const body = page.locator('body');
  for (const trace of traces) await expect(body).not.toContainText(trace);
}

async function newBrowser(browser: Browser) {
  return browser.newContext({ baseURL: base() });
}

test.describe('issue 27 shared computer', () => {
  test('issue 27 point 1: a guest buys, signs up and signs out; the next visitor sees no order, address, e-mail or chat', async ({
    page,
  }) => {
    // A purchase, a sign-up, a sign-out and five pages checked: longer than one page's test.
    test.setTimeout(150_000);
    const shopper = newShopper();
    const street = `${Date.now().toString(36)} Cleveland Ave`;
    const message = `Where is my parcel ${Date.now().toString(36)}?`;

    await page.goto('/');
    await sendChat(page, 'Rosa Parks', shopper.email, message);
    const orderNumber = await buyAsGuest(page, shopper.email, street);
    const confirmation = new URL(page.url());

    await signUpThroughUi(page, { ...shopper });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: shopper.email }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();
    const traces = [orderNumber, shopper.email, street, message];

    // In the same page, without a reload: the chat panel starts empty (no thread, no name or e-mail).
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chat with us' });
    await expect(dialog.getByLabel('Name')).toHaveValue('');
    await expect(dialog.getByLabel('Email')).toHaveValue('');
    await expect(dialog.getByText(message)).toHaveCount(0);
    await expectNothingOf(page, traces);

    await page.goto('/order-tracking');
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expectNothingOf(page, traces);
    await expectAccessible(page);

    await page.goto('/account');
    await expectNothingOf(page, traces);

    await page.goto(`${confirmation.pathname}${confirmation.search}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' }).last()).toHaveAttribute('href', '/login');
    await expectNothingOf(page, traces);
    await expectAccessible(page);

    const orders = await page.request.get('/api/orders');
    expect(((await orders.json()) as { orders: unknown[] }).orders).toEqual([]);
    expect((await page.request.get(`/api/orders/${encodeURIComponent(orderNumber)}`)).status()).toBe(404);
  });

  test('issue 27 point 2: the confirmation address copied after paying shows neither the e-mail nor the address in another browser', async ({
    page,
    browser,
  }) => {
    const shopper = newShopper();
    const street = `${Date.now().toString(36)} Dexter Ave`;
    const orderNumber = await buyAsGuest(page, shopper.email, street);
    const copied = page.url();
    expect(new URL(copied).searchParams.has('token')).toBe(false);

    const other = await newBrowser(browser);
    try {
      const elsewhere = await other.newPage();
      await elsewhere.goto(copied);
      await elsewhere.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await expect(elsewhere.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
      await expectNothingOf(elsewhere, [shopper.email, street]);
      await expect(elsewhere.getByText(`Order #${orderNumber}`)).toHaveCount(0);
      await expectAccessible(elsewhere);
    } finally {
      await other.close();
    }
  });
});
