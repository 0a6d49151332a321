import { expect, expectAccessible, test } from './fixtures';

interface Summary {
  id: number;
  title: string;
  images: { url: string }[];
}

test.describe('product card image dots', () => {
  test('SF-CARD-01 a card with several images shows dots that switch its image; a one-image card has none', async ({
    page,
  }) => {
    // The listing shows the API's first page in the same (default) order.
    const listing = (await (await page.request.get('/api/products')).json()) as { items: Summary[] };
    const several = listing.items.find((p) => p.images.length > 1);
    const single = listing.items.find((p) => p.images.length === 1);
    expect(several, 'a product with several images on the first page').toBeTruthy();
    expect(single, 'a product with one image on the first page').toBeTruthy();

    await page.goto('/products');
    const cardOf = (p: Summary) =>
      page.locator('article').filter({ has: page.getByRole('link', { name: p.title, exact: true }) });

    const card = cardOf(several!);
    const total = several!.images.length;
    const dots = card.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    await expect(dots).toHaveCount(total);
    const first = card.getByRole('button', { name: `Show image 1 of ${total}` });
    const second = card.getByRole('button', { name: `Show image 2 of ${total}` });
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(second).not.toHaveAttribute('aria-current', /.+/);

    const image = card.locator('img').first();
    await expect(image).toHaveAttribute('src', several!.images[0]!.url);
    await second.click();
    await expect(image).toHaveAttribute('src', several!.images[1]!.url);
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect(first).not.toHaveAttribute('aria-current', /.+/);
    // The dot took the click: the card's product link did not.
    await expect(page).toHaveURL(/\/products$/);

    // One tab stop per card: only the shown image's dot; the arrow keys move between them.
    await expect(first).toHaveAttribute('tabindex', '-1');
    await second.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-current', 'true');
    await expect(image).toHaveAttribute('src', several!.images[0]!.url);

    await expect(cardOf(single!).getByRole('button', { name: /^Show image/ })).toHaveCount(0);

    // The card's link still opens the product.
    await card.getByRole('link', { name: several!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${several!.id}$`));
  });

  test('SF-CARD-01 the listing with dots stays accessible', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('button', { name: /^Show image 1 of \d+$/ }).first()).toBeVisible();
    await expectAccessible(page);
  });
});
