import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

interface ProductSet {
  id: number;
  name: string;
  priceCents: number;
  itemsTotalCents: number;
  products: { id: number; title: string }[];
}

/** The seeded Nebula Drift hoodie and the active sets on its page, found through the API. */
async function hoodieWithSets(request: APIRequestContext) {
  const response = await request.get('/api/products?pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: number; title: string }[] };
  const hoodie = items.find((p) => /Nebula Drift/.test(p.title) && /Hoodie/.test(p.title));
  expect(hoodie, 'the seeded Nebula Drift hoodie').toBeTruthy();
  const sets = (await (await request.get(`/api/products/${hoodie!.id}/sets`)).json()) as ProductSet[];
  expect(sets.length, 'an active set targeting the hoodie').toBeGreaterThan(0);
  return { hoodie: hoodie!, set: sets[0]! };
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('product sets on the product page', () => {
  test('SF-GEN-05 the hoodie page shows its set with name, price, products and saving', async ({ page }) => {
    const { hoodie, set } = await hoodieWithSets(page.request);
    await page.goto(`/product/${hoodie.id}`);
    await expect(page.getByRole('heading', { level: 1, name: hoodie.title })).toBeVisible();

    const card = page.getByRole('article', { name: set.name });
    await expect(page.getByRole('heading', { level: 2, name: 'Complete the Set' })).toBeVisible();
    await expect(card).toBeVisible();
    await expect(card.getByText(usd(set.priceCents), { exact: true })).toBeVisible();
    await expect(card.getByText(usd(set.itemsTotalCents), { exact: true })).toBeVisible();
    await expect(card.getByText(usd(set.itemsTotalCents - set.priceCents), { exact: true })).toBeVisible();
    for (const product of set.products) {
      await expect(card.getByRole('link', { name: new RegExp(product.title) })).toHaveAttribute(
        'href',
        `/product/${product.id}`,
      );
    }
    await expectAccessible(page);
  });

  test('SF-GEN-05 a product-sets change on the live stream refetches the sets without a reload', async ({ page }) => {
    const { hoodie } = await hoodieWithSets(page.request);
    // Admin writes are not reachable from here, so the stream itself is played: one change event.
    let streams = 0;
    await page.route('**/api/events', (route) => {
      streams += 1;
      // Later reconnects fail, so the only refetch can come from the event itself.
      if (streams > 1) return route.abort();
      return route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: ': connected\n\ndata: {"type":"product-sets-changed"}\n\n',
      });
    });
    let setRequests = 0;
    page.on('request', (request) => {
      if (request.url().endsWith(`/api/products/${hoodie.id}/sets`)) setRequests += 1;
    });

    await page.goto(`/product/${hoodie.id}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Complete the Set' })).toBeVisible();
    const loaded = setRequests;
    // Survives only if the page is not reloaded.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await expect.poll(() => streams, { timeout: 15_000 }).toBeGreaterThan(0);
    await expect.poll(() => setRequests, { timeout: 10_000 }).toBeGreaterThan(loaded);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  });
});
