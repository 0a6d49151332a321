import type { APIRequestContext, Page } from '@playwright/test';
import { toasts } from './catalog-data';
import { adminBrowser, expect, expectAccessible, newShopper, signUpThroughApi, test } from './fixtures';

/*
 * Issue 29 point 4: a customer who received an order reviews its product; staff publish it in
 * Products › Reviews; it shows with "Verified purchase" and the store's reply, and the product's
 * rating and count change (in the page and its JSON-LD).
 */

interface Product {
  id: number;
  title: string;
  stockQuantity: number;
  rating: number | null;
  reviewCount: number;
}

const base = () => test.info().project.use.baseURL!;

/** A seeded product with stock to spare, from the end of the list (other specs buy from its start). */
async function productInStock(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/products?pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const found = items.filter((p) => p.stockQuantity >= 20).at(-2);
  expect(found, 'a seeded product with stock').toBeDefined();
  return found!;
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, step: string) {
  expect(response.ok(), `${step}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** The signed-in customer buys the product through the offline test provider (the checkout's requests). */
async function buy(page: Page, productId: number): Promise<string> {
  const headers = { origin: base() };
  await ok(await page.request.post('/api/cart/items', { headers, data: { productId, quantity: 1 } }), 'cart');
  const started = await ok(
    await page.request.post('/api/checkout/orders', {
      headers,
      data: {
        email: 'ignored-for-customers@example.com',
        shippingAddress: {
          name: 'Rosa Parks',
          line1: '12 Cleveland Ave',
          city: 'Montgomery',
          postalCode: '36104',
          country: 'US',
        },
      },
    }),
    'start payment',
  );
  const id = encodeURIComponent((started as { providerOrderId: string }).providerOrderId);
  await ok(
    await page.request.post(`/api/checkout/orders/${id}/test-approval`, { headers, data: { outcome: 'approve' } }),
    'approve',
  );
  const captured = await ok(await page.request.post(`/api/checkout/orders/${id}/capture`, { headers }), 'capture');
  return (captured as { order: { orderNumber: string } }).order.orderNumber;
}

/** Staff ship and deliver the order (the Orders tab's requests). */
async function deliver(staff: Page, orderNumber: string) {
  const headers = { origin: base() };
  const status = `/api/admin/orders/${orderNumber}/status`;
  await ok(
    await staff.request.post(status, {
      headers,
      data: { to: 'shipping', carrier: 'UPS', trackingNumber: '1Z999AA10123456784' },
    }),
    'ship',
  );
  await ok(await staff.request.post(status, { headers, data: { to: 'delivered' } }), 'deliver');
}

/** The product page's JSON-LD blocks, parsed. */
const jsonLd = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) =>
        JSON.parse(script.textContent ?? '') as { aggregateRating?: { reviewCount: number; ratingValue: number } },
    ),
  );

test.describe('issue 29 reviews', () => {
  test('a customer with a delivered order writes a review; staff publish it and reply; it shows with Verified purchase and the rating changes', async ({
    page,
    browser,
  }) => {
    // A purchase, its delivery, two browsers and three axe runs: longer than one page's test.
    test.setTimeout(180_000);
    const shopper = newShopper();
    await signUpThroughApi(page, shopper);
    const product = await productInStock(page.request);
    const orderNumber = await buy(page, product.id);
    const staff = await adminBrowser(browser, { width: 1280, height: 800 });
    await deliver(staff, orderNumber);

    // The customer writes: the form is on the product page, lazy-loaded for the signed-in.
    await page.goto(`/product/${product.id}`);
    const form = page.getByRole('form', { name: 'Write a review' });
    await expect(form).toBeVisible();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
    await expect(form.getByText('Please write your review.')).toBeVisible();
    const text = `Sturdy and bright ${Date.now().toString(36)} <b>not bold</b>`;
    // The star is the radio's label, as a shopper taps it.
    await form.locator('label').filter({ hasText: '4 stars' }).click();
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByLabel('Your review').fill(text);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByText('Thank you! Your review will appear once our team has checked it.')).toBeVisible();
    const own = page.getByRole('article', { name: 'Your review' });
    await expect(own.getByText('Awaiting moderation')).toBeVisible();
    await expect(own.getByText(text)).toBeVisible();
    // Not in the store's list yet.
    await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);

    // Staff find it in Products › Reviews (the moderation queue), publish it and reply.
    await staff.getByRole('link', { name: 'Products', exact: true }).click();
    await staff.getByRole('link', { name: 'Reviews', exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/products\/reviews$/);
    await expect(staff.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    await staff.getByLabel('Search reviews').fill(text.split(' ')[3]!);
    const row = staff.getByRole('table', { name: 'Reviews, newest first' }).getByRole('row').filter({ hasText: text });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Awaiting moderation')).toBeVisible();
    await expect(row.getByText('Verified purchase')).toBeVisible();
    await expect(row.getByText('Rosa P.')).toBeVisible();
    await expectAccessible(staff);
    await row.getByRole('button', { name: `Publish the review by Rosa P. of ${product.title}` }).click();
    await expect(toasts(staff).filter({ hasText: 'The review by Rosa P. is published' })).toBeVisible();
    // Published reviews leave the queue; the state filter finds it.
    await expect(row).toHaveCount(0);
    await staff.getByLabel('State').selectOption('published');
    await expect(row.getByText('Published', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Reply to the review by Rosa P. of ${product.title}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Reply to Rosa P.' });
    await expect(dialog.getByText(text)).toBeVisible();
    await expectAccessible(staff);
    await dialog.getByLabel('Reply', { exact: true }).fill('Thank you, Rosa!');
    await dialog.getByRole('button', { name: 'Save reply' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(staff).filter({ hasText: 'Reply saved' })).toBeVisible();
    await expect(row.getByText('Replied')).toBeVisible();

    // Shoppers see it with Verified purchase and the reply; the rating and count include it.
    const count = product.reviewCount + 1;
    await page.reload();
    const after = (await (await page.request.get(`/api/products/${product.id}`)).json()) as Product;
    expect(after.reviewCount).toBe(count);
    const mean = after.rating!;
    const item = page.getByRole('listitem').filter({ hasText: text });
    await expect(item).toBeVisible();
    await expect(item.getByText('Verified purchase')).toBeVisible();
    await expect(item.getByText('Reply from Marquee')).toBeVisible();
    await expect(item.getByText('Thank you, Rosa!')).toBeVisible();
    await expect(item.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
    await expect(page.getByText(`${count} review${count === 1 ? '' : 's'}`, { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: `Rated ${mean.toFixed(1)} out of 5` }).first()).toBeVisible();
    await expect(
      page.getByRole('article', { name: 'Your review' }).getByText('Published', { exact: true }),
    ).toBeVisible();
    // One JSON-LD block after hydration, with the new count.
    const blocks = await jsonLd(page);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.aggregateRating).toMatchObject({ reviewCount: count, ratingValue: mean });

    // Editing sends it back to moderation: it leaves the store's list.
    await page.getByRole('button', { name: 'Edit your review' }).click();
    const edit = page.getByRole('form', { name: 'Edit your review' });
    await edit.locator('label').filter({ hasText: '5 stars' }).click();
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('article', { name: 'Your review' }).getByText('Awaiting moderation')).toBeVisible();
    await expect(item).toHaveCount(0);
    await staff.context().close();
  });

  test('a guest reads how to review; a customer without a delivered order is told why they cannot yet @phone', async ({
    page,
  }) => {
    const product = await productInStock(page.request);
    await page.goto(`/product/${product.id}`);
    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews.getByText('Bought this? Sign in to review it.')).toBeVisible();
    await expect(reviews.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?returnTo=%2Fproduct%2F${product.id}`,
    );
    await expectAccessible(page);

    await signUpThroughApi(page, newShopper());
    await page.reload();
    await expect(
      reviews.getByText('You can review this product once an order of yours with it has been delivered.'),
    ).toBeVisible();
    await expect(reviews.getByRole('form')).toHaveCount(0);
    // Nothing on the page is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the Reviews screen lists at any width @phone', async ({ browser }) => {
    const viewport = test.info().project.use.viewport ?? { width: 1280, height: 800 };
    const staff = await adminBrowser(browser, viewport);
    await staff.goto('/admin/products/reviews?status=all');
    await staff.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(staff.getByRole('heading', { name: 'Reviews', level: 2 })).toBeVisible();
    const table = staff.getByRole('table', { name: 'Reviews, newest first' });
    // The seeded reviews are published.
    await expect(table.getByText('Published', { exact: true }).first()).toBeVisible();
    await expect(staff.getByLabel('State')).toHaveValue('all');
    await expectAccessible(staff);
    expect(await staff.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await staff.context().close();
  });
});
