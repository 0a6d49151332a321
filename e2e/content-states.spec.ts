import { toasts } from './catalog-data';
import { expect, renderInBrowser, test } from './fixtures';

test.describe('not found and content page states', () => {
  test('SF-404-02 the bad path is logged', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/no-such-place/here');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect.poll(() => warnings.some((w) => w.includes('404: no page at /no-such-place/here'))).toBe(true);
  });

  test("CP-03 a dynamic page that fails to load shows 'Failed to load page'", async ({ page }) => {
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/pages/shipping-info',
      (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Boom' } } }),
    );
    await page.goto('/page/shipping-info');
    await expect(page.getByRole('heading', { name: 'Failed to load page', level: 1 })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    await expect(toasts(page)).toHaveCount(0);
  });

  test("CP-09 a custom page without blocks reads 'No content available.'", async ({ page }) => {
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/custom-pages/about-marquee',
      async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        await route.fulfill({ response, json: { ...body, blocks: [] } });
      },
    );
    await page.goto('/custom/about-marquee');
    await expect(page.getByRole('heading', { name: 'About Marquee', level: 1 })).toBeVisible();
    await expect(page.getByText('No content available.', { exact: true })).toBeVisible();
  });

  test('CP-10 a loading screen with the brand and its message shows while a custom page loads', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/custom-pages/about-marquee',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto('/custom/about-marquee');
    const screen = page.locator('main').getByRole('status').filter({ hasText: 'Loading your shopping experience...' });
    await expect(screen).toBeVisible();
    await expect(screen.getByText('Marquee', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'About Marquee', level: 1 })).toBeVisible();
    await expect(screen).toHaveCount(0);
  });

  test('R-37 /pages/{slug} opens the custom page at /custom/{slug}', async ({ page }) => {
    await page.goto('/pages/about-marquee');
    await expect(page).toHaveURL(/\/custom\/about-marquee$/);
    await expect(page.getByRole('heading', { name: 'About Marquee', level: 1 })).toBeVisible();
  });
});
