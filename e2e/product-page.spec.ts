import { productUnderThreshold, toasts, usd } from './catalog-data';
import { expect, renderInBrowser, test } from './fixtures';

interface Review {
  id: number;
  userName: string;
  rating: number;
  text: string;
  createdAt: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('product page', () => {
  test('SF-PROD-01 a loading skeleton shows while the product loads', async ({ page }) => {
    const product = await productUnderThreshold(page.request);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderInBrowser(page);
    await page.route(`**/api/products/${product.id}`, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/product/${product.id}`);
    const skeleton = page.locator('main').getByRole('status', { name: 'Loading…' });
    await expect(skeleton).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
  });

  test('SF-PROD-11 SF-PROD-13 SF-CART-12 the stepper stays at 1 or more; + shows and adds the line total', async ({
    page,
  }) => {
    const product = await productUnderThreshold(page.request);
    await page.goto(`/product/${product.id}`);
    const stepper = page.getByRole('group', { name: 'Quantity' });
    const decrease = stepper.getByRole('button', { name: 'Decrease quantity' });
    const increase = stepper.getByRole('button', { name: 'Increase quantity' });
    await expect(stepper.getByText('1', { exact: true })).toBeVisible();
    await expect(decrease).toBeDisabled();
    await expect(
      page.getByRole('button', { name: new RegExp(`^Add to Cart.*${escape(usd(product.priceCents))}$`) }),
    ).toBeVisible();

    await increase.click();
    await expect(stepper.getByText('2', { exact: true })).toBeVisible();
    await expect(decrease).toBeEnabled();
    const add = page.getByRole('button', { name: new RegExp(`^Add to Cart.*${escape(usd(product.priceCents * 2))}$`) });
    await expect(add).toBeVisible();
    await add.click();
    await expect(page.getByText(`2 ${product.title} added to your cart`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    await decrease.click();
    await expect(decrease).toBeDisabled();
    await expect(stepper.getByText('1', { exact: true })).toBeVisible();
  });

  test('SF-PROD-03 Back returns to the previous page, or home when the product was opened directly', async ({
    page,
  }) => {
    await page.goto('/products');
    const titleLink = page.locator('main article h3 a').first();
    const title = (await titleLink.textContent())!.trim();
    await titleLink.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();

    const product = await productUnderThreshold(page.request);
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('SF-PROD-10 SF-PROD-14 the description and Customer Reviews (name, rating, date, text, newest first)', async ({
    page,
  }) => {
    const { items } = (await (await page.request.get('/api/products?pageSize=100')).json()) as {
      items: { id: number; reviewCount: number }[];
    };
    const candidate = items.find((p) => p.reviewCount >= 3);
    expect(candidate, 'a seeded product with three reviews or more').toBeTruthy();
    const product = (await (await page.request.get(`/api/products/${candidate!.id}`)).json()) as {
      title: string;
      description: string;
      reviews: Review[];
    };

    await page.goto(`/product/${candidate!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
    await expect(page.getByText(product.description.split('\n')[0]!.trim()).first()).toBeVisible();

    const reviews = page.getByRole('region', { name: 'Customer Reviews' });
    await expect(reviews.getByRole('heading', { name: 'Customer Reviews' })).toBeVisible();
    const newestFirst = [...product.reviews].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const entries = reviews.getByRole('listitem');
    await expect(entries).toHaveCount(newestFirst.length);
    const dates = await entries.locator('time').evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
    expect(dates).toEqual(newestFirst.map((r) => r.createdAt));
    for (const [index, review] of newestFirst.entries()) {
      const entry = entries.nth(index);
      await expect(entry).toContainText(review.userName);
      await expect(entry.getByRole('img', { name: new RegExp(`${review.rating}`) })).toBeVisible();
      const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium' }).format(new Date(review.createdAt));
      await expect(entry.locator('time')).toHaveText(shown);
      await expect(entry).toContainText(review.text.slice(0, 40));
    }
  });

  test('SF-WISH-05 SF-CARD-07 the wishlist toggle is disabled while the change is in flight', async ({ page }) => {
    const product = await productUnderThreshold(page.request);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/wishlist/${product.id}`, async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });

    // Product page toggle.
    await page.goto(`/product/${product.id}`);
    const toggle = page.locator('main').getByRole('button', { name: /^(Add to|Remove from) Wishlist$/ });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    await expect(toggle).toBeDisabled();
    // Still disabled a moment later: the request is held.
    await page.waitForTimeout(500);
    await expect(toggle).toBeDisabled();
    release();
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeEnabled();
    await expect(toasts(page).filter({ hasText: 'Added to Wishlist' })).toHaveCount(1);
  });

  test('SF-CARD-07 a card wishlist toggle is disabled while its change is in flight', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/wishlist/*', async (route) => {
      if (route.request().method() === 'PUT') await held;
      await route.continue();
    });
    await page.goto('/products');
    const card = page.locator('main article').first();
    const toggle = card.getByRole('button', { name: 'Add to Wishlist' });
    await expect(toggle).toBeEnabled();
    await toggle.click();
    const busy = card.getByRole('button', { name: /^(Add to|Remove from) Wishlist$/ });
    await expect(busy).toBeDisabled();
    release();
    await expect(card.getByRole('button', { name: 'Remove from Wishlist' })).toBeEnabled();
  });
});
