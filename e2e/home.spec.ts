import { expect, expectAccessible, test } from './fixtures';

test.describe('home and product pages', () => {
  test('SF-HOME-03 the home page shows seeded products and categories from the API @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'All Categories' })).toBeVisible();
    const cards = page.locator('main a[href^="/product/"]');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);
    // Every product image on the page loads (no broken artwork).
    const broken = await page
      .locator('main img')
      .evaluateAll(
        (imgs) =>
          (imgs as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth === 0 && img.loading !== 'lazy')
            .length,
      );
    expect(broken).toBe(0);
    await expectAccessible(page);
  });

  test('SF-FOOT the footer has the Quick Links and a copyright line', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    for (const name of ['Privacy Policy', 'Terms of Service', 'Return Policy', 'Shipping Info', 'Contact Us', 'FAQ']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/page/privacy-policy');
    await expect(footer.getByText(/© \d{4} Marquee/)).toBeVisible();
  });

  test('SF-PROD opening a product shows its page with a title in the tab @phone', async ({ page }) => {
    await page.goto('/');
    const first = page.locator('main a[href^="/product/"]').first();
    const href = await first.getAttribute('href');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The product page is there once its breadcrumb is (the home page's heading may linger a moment).
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await expect(page).toHaveTitle(`${await heading.textContent()} | Marquee`);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Products' }),
    ).toHaveAttribute('href', '/products');
    await expectAccessible(page);
  });

  test('SF-PROD-02 a missing product shows Product Not Found', async ({ page }) => {
    await page.goto('/product/99999999');
    await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('SF-404-01 an unknown path shows the not-found page with a way home', async ({ page }) => {
    const response = await page.goto('/this/does/not/exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole('link', { name: 'Return Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the product page HTML carries its title and Open Graph tags for link previews', async ({ request }) => {
    const list = await (await request.get('/api/products?pageSize=1')).json();
    const product = list.items[0];
    const html = await (await request.get(`/product/${product.id}`)).text();
    expect(html).toContain(
      `<meta property="og:title" content="${product.title.replace(/&/g, '&amp;').replace(/"/g, '&quot;')} | Marquee" />`,
    );
    expect(html).toContain('<meta property="og:image"');
  });
});
