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
