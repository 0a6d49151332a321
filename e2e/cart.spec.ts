import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, newShopper, signUpThroughUi, test } from './fixtures';

interface Product {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

/**
 * A seeded product that costs less than the 85 USD free-shipping threshold on its own but
 * more than it three times over, with stock for three: the banner and shipping must change.
 */
async function productUnderThreshold(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/products?pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const product = items.find((p) => p.priceCents >= 3000 && p.priceCents < 8500 && p.stockQuantity >= 5);
  expect(product, 'a seeded product between 30 and 85 USD with stock').toBeTruthy();
  return product!;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function addFromProductPage(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  // SF-PROD-13: the button shows the line total.
  const add = page.getByRole('button', {
    name: new RegExp(`^Add to Cart.*${usd(product.priceCents).replace('$', '\\$')}`),
  });
  await add.click();
  await expect(page.getByText(`1 ${product.title} added to your cart`)).toBeVisible();
}

test.describe('cart and wishlist', () => {
  test('SF-CART-01..06 SF-CART-12 SF-HDR-04 a guest adds from the product page, changes the quantity, sees totals and free shipping, removes @phone', async ({
    page,
  }) => {
    const product = await productUnderThreshold(page.request);
    await page.goto('/cart');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expectAccessible(page);

    await addFromProductPage(page, product);
    // SF-CARD-02 / BC-19: the button reads Added to Cart for a moment, then returns.
    await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Add to Cart/ })).toBeVisible({ timeout: 5000 });
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await page.getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.title }) });
    await expect(line).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    const progress = page.getByRole('progressbar', { name: 'Progress towards free shipping' });
    await expect(page.getByText(`Add ${usd(8500 - product.priceCents)} more to get free shipping!`)).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', String(Math.floor((product.priceCents * 100) / 8500)));
    await expect(summary.getByText('$9.99')).toBeVisible();
    await expect(summary.getByText(usd(product.priceCents + 999))).toBeVisible();
    // SF-CART-03: minus cannot go below 1.
    await expect(page.getByRole('button', { name: `Decrease quantity of ${product.title}` })).toBeDisabled();
    await expectAccessible(page);

    const increase = page.getByRole('button', { name: `Increase quantity of ${product.title}` });
    await increase.click();
    await expect(line.getByText('2', { exact: true })).toBeVisible();
    await increase.click();
    await expect(line.getByText('3', { exact: true })).toBeVisible();
    await expect(page.getByText("You've unlocked free shipping!")).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', '100');
    await expect(summary.getByText('Free')).toBeVisible();
    await expect(summary.getByText(usd(product.priceCents * 3)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    await expect(summary.getByRole('link', { name: 'Proceed to Checkout' })).toHaveAttribute('href', '/checkout');
    await expect(summary.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');

    await page.getByRole('button', { name: `Remove ${product.title} from cart` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  });

  test('SF-WISH-01..07 the wishlist toggle adds, /wishlist shows the product, and remove works @phone', async ({
    page,
  }) => {
    const product = await productUnderThreshold(page.request);
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expectAccessible(page);

    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByText('Item added to your wishlist')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeEnabled();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title }) });
    await expect(card).toBeVisible();
    await expect(card.getByText(usd(product.priceCents))).toBeVisible();
    await expect(card.getByRole('link').first()).toHaveAttribute('href', `/product/${product.id}`);
    await expectAccessible(page);

    // Add to cart from the wishlist card.
    await card.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText(`1 ${product.title} added to your cart`)).toBeVisible();

    await card.getByRole('button', { name: `Remove ${product.title} from wishlist` }).click();
    await expect(page.getByText('Item removed from your wishlist')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  });

  test('SF-CARD-01 SF-CARD-02 a product card adds to the cart and toggles the wishlist', async ({ page }) => {
    await page.goto('/');
    const firstCard = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: /^Add to Cart/ }) })
      .first();
    // Pin the card by its title: its button changes name after the add.
    const title = (await firstCard.getByRole('heading').textContent())!.trim();
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
      .first();
    await card.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(card.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeVisible({ timeout: 5000 });

    await card.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByText('Item added to your wishlist')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await card.getByRole('button', { name: 'Remove from Wishlist' }).click();
    await expect(page.getByText('Item removed from your wishlist')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  });

  test('R-13 AUTH-04 a guest cart survives sign-up', async ({ page }) => {
    const product = await productUnderThreshold(page.request);
    await addFromProductPage(page, product);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await signUpThroughUi(page, newShopper());
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('link', { name: product.title }).first()).toBeVisible();
  });
});
