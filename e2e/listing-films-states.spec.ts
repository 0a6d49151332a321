import type { Page } from '@playwright/test';
import { toasts } from './catalog-data';
import { expect, renderInBrowser, test } from './fixtures';

const CATEGORY = 'Toys & Figures';

async function categoryId(page: Page, name: string): Promise<number> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
  const category = categories.find((c) => c.name === name);
  expect(category, name).toBeTruthy();
  return category!.id;
}

/** Answers the product list requests (not the facets) with no products. */
async function noProducts(page: Page, when: (url: URL) => boolean = () => true) {
  await renderInBrowser(page);
  await page.route(
    (url) => url.pathname === '/api/products' && when(url),
    (route) => route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 24 } }),
  );
}

/** How many columns a grid lays out. */
const columnCount = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);

const isWide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1280;

test.describe('listing states', () => {
  test('SF-CAT-09 filters that match nothing say so and offer Clear all filters', async ({ page }) => {
    const id = await categoryId(page, CATEGORY);
    await noProducts(page, (url) => url.searchParams.has('tags'));
    const facets = (await (await page.request.get(`/api/products/facets?categoryId=${id}`)).json()) as {
      groups: { options: { id: number }[] }[];
    };
    const tag = facets.groups[0]!.options[0]!.id;
    await page.goto(`/category/${id}?tags=${tag}`);
    await expect(page.getByText('No products match your filters', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).not.toHaveURL(/tags=/);
    await expect(page.locator('main ul > li article').first()).toBeVisible();
    await expect(page.getByText('No products match your filters')).toHaveCount(0);
  });

  test('SF-CAT-09 a category without products says No products found in this category', async ({ page }) => {
    const id = await categoryId(page, CATEGORY);
    await noProducts(page);
    await page.goto(`/category/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();
    await expect(page.getByText('No products found in this category', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear all filters' })).toHaveCount(0);
    await expect(page.getByText('0 products found', { exact: true })).toBeVisible();
  });

  test('SF-CAT-12 SF-GEN-03 a failed products fetch gives an empty listing and no toast', async ({
    page,
    consoleErrors,
  }) => {
    const id = await categoryId(page, CATEGORY);
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname.startsWith('/api/products'),
      (route) => route.abort(),
    );
    await page.goto(`/category/${id}`);
    await expect(page.getByText('No products found in this category', { exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('0 products found', { exact: true })).toBeVisible();
    await expect(page.locator('main ul > li article')).toHaveCount(0);
    expect(consoleErrors.length).toBeGreaterThan(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('SF-CAT-08 the grid has 4 columns beside open filters and 5 without them on wide screens, 2 on phones @phone', async ({
    page,
  }) => {
    await page.goto(`/category/${await categoryId(page, CATEGORY)}`);
    const grid = 'main ul:has(> li article)';
    await expect(page.locator(grid).first()).toBeVisible();
    const toggle = page.getByRole('button', { name: /^(Show|Hide) Filters/ });
    if (isWide(page)) {
      // Filters start open on wide screens.
      await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
      expect(await columnCount(page, grid)).toBe(4);
      await toggle.click();
      await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeHidden();
      await expect.poll(() => columnCount(page, grid)).toBe(5);
    } else {
      expect(await columnCount(page, grid)).toBe(2);
      await toggle.click();
      await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
      expect(await columnCount(page, grid)).toBe(2);
    }
  });
});

test.describe('films states', () => {
  test('SF-FILMS-02 the films grid has 4 columns on wide screens and 2 on phones @phone', async ({ page }) => {
    await page.goto('/films');
    const grid = 'main ul:has(> li a[href^="/film/"])';
    await expect(page.locator(grid).first()).toBeVisible();
    expect(await columnCount(page, grid)).toBe(isWide(page) ? 4 : 2);
  });

  test('SF-FILMS-04 with no films a no-results message is shown', async ({ page }) => {
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/films',
      (route) => route.fulfill({ json: [] }),
    );
    await page.goto('/films');
    await expect(page.getByRole('heading', { name: 'Shop By Film', level: 1 })).toBeVisible();
    await expect(page.getByText('No films found.', { exact: true })).toBeVisible();
    await expect(page.locator('main a[href^="/film/"]')).toHaveCount(0);
  });

  test('SF-GEN-03 a failed films fetch shows no toast', async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === '/api/films',
      (route) => route.abort(),
    );
    await page.goto('/films');
    await expect(page.getByText('Films are unavailable right now.')).toBeVisible({ timeout: 15_000 });
    expect(consoleErrors.length).toBeGreaterThan(0);
    await expect(toasts(page)).toHaveCount(0);
  });

  test('SF-FILM-01 a skeleton shows while the film loads', async ({ page }) => {
    const films = (await (await page.request.get('/api/films')).json()) as { id: number; title: string }[];
    const film = films[0]!;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === `/api/films/${film.id}`,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(`/film/${film.id}`);
    const skeleton = page.locator('main').getByRole('status', { name: 'Loading…' });
    await expect(skeleton).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'About the Film' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test('SF-FILM-04 an http hero button opens in a new tab; a path stays in this tab', async ({ page }) => {
    const films = (await (await page.request.get('/api/films')).json()) as { id: number }[];
    const id = films[0]!.id;
    await renderInBrowser(page);
    await page.route(
      (url) => url.pathname === `/api/films/${id}`,
      async (route) => {
        const response = await route.fetch();
        const film = await response.json();
        film.heroButtons = [
          { text: 'Watch the trailer', url: 'https://example.com/trailer' },
          { text: 'Shop the film', url: '/products' },
        ];
        await route.fulfill({ response, json: film });
      },
    );
    await page.goto(`/film/${id}`);
    const external = page.getByRole('link', { name: 'Watch the trailer' });
    await expect(external).toHaveAttribute('href', 'https://example.com/trailer');
    await expect(external).toHaveAttribute('target', '_blank');
    await expect(external).toHaveAttribute('rel', /noopener/);
    const internal = page.getByRole('link', { name: 'Shop the film' });
    await expect(internal).toHaveAttribute('href', '/products');
    await expect(internal).not.toHaveAttribute('target', /.+/);
  });
});
