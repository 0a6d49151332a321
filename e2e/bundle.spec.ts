import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

test.describe('what a shopper downloads', () => {
  test('the home page loads no admin code and no form-validation code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('main a[href^="/product/"]').first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // The admin area is its own lazy chunk; zod and react-hook-form only ship with the forms.
    expect(scripts.filter((s) => /\/(admin|forms)-/.test(s))).toEqual([]);
  });
});

/** API reads that belong to the shopper (cookies), which the browser makes itself. */
const PERSONAL_API = new Set(['/api/auth/session', '/api/cart', '/api/wishlist']);

test.describe('the first render', () => {
  for (const path of ['/', '/category/1', '/product/1', '/film/1']) {
    test(`${path} comes rendered from the server with its data: the browser asks only for the shopper's own`, async ({
      page,
      consoleErrors,
    }) => {
      const requests: string[] = [];
      let inFlight = 0;
      const isApi = (request: Request) => {
        const url = new URL(request.url());
        return url.pathname.startsWith('/api/') && url.pathname !== '/api/events';
      };
      page.on('request', (request) => {
        if (!isApi(request)) return;
        const url = new URL(request.url());
        requests.push(url.pathname + url.search);
        inFlight += 1;
      });
      const settle = (request: Request) => {
        if (isApi(request)) inFlight -= 1;
      };
      page.on('requestfinished', settle);
      page.on('requestfailed', settle);

      const html = await (await page.request.get(path)).text();
      const rendered = /<div id="root">([\s\S]*?)<\/div>\s*<script id="marquee-state"/.exec(html)?.[1] ?? '';
      expect(rendered).toContain('<main');
      expect(rendered).toMatch(/<h[12][^>]*>[^<]+/);

      await page.goto(path);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
      // Images may still be encoding on a cold server; only the API requests need to be done.
      await expect.poll(() => inFlight).toBe(0);
      expect(requests.filter((url) => !PERSONAL_API.has(url))).toEqual([]);
      expect(new Set(requests).size).toBe(requests.length);
      // React reports a page that does not match the server's HTML (hydration) as an error.
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a product page is readable before any JavaScript runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/product/1');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart|^Out of Stock/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await context.close();
  });

  test('the page is drawn complete at first paint, so nothing shifts (CLS) @phone', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shift: number }).shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { shift: number }).shift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/product/1');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page.locator('main img').first()).toHaveJSProperty('complete', true);
    const shift = await page.evaluate(() => (window as unknown as { shift: number }).shift);
    expect(shift).toBeLessThanOrEqual(0.02);
  });
});

test.describe('on-demand pieces', () => {
  test('SF-I18N-02 the English catalogue is its own chunk, and Hebrew is fetched only when chosen', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('main h2').first()).toBeVisible();
    expect(scripts.some((s) => /\/assets\/en-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/assets\/he-[\w-]+\.js$/.test(s))).toBe(false);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').locator('label').filter({ hasText: 'עברית' }).click();
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    await expect.poll(() => scripts.some((s) => /\/assets\/he-[\w-]+\.js$/.test(s))).toBe(true);
  });

  test('SF-GEN-04 no select offers an option with an empty value', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeVisible();
    const selects = page.locator('select');
    expect(await selects.count()).toBeGreaterThanOrEqual(2); // the sort and the footer's currency
    await expect(page.locator('select option[value=""]')).toHaveCount(0);
  });
});
