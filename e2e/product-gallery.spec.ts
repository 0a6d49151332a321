import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

interface Product {
  id: number;
  title: string;
  images: { url: string }[];
}

/** A seeded product with the wanted number of images (at least `min`, or exactly one). */
async function productWithImages(request: APIRequestContext, wanted: { min: number } | { exactly: number }) {
  const response = await request.get('/api/products?pageSize=50');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const product = items.find((p) =>
    'min' in wanted ? p.images.length >= wanted.min : p.images.length === wanted.exactly,
  );
  expect(product, `a seeded product with ${JSON.stringify(wanted)} images`).toBeTruthy();
  return product!;
}

async function openProduct(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  return page.getByRole('region', { name: 'Product images' });
}

test.describe('product image carousel and lightbox', () => {
  test('SF-PROD-05 arrows, arrow keys and swipe step through the images and wrap around @phone', async ({ page }) => {
    const product = await productWithImages(page.request, { min: 3 });
    const total = product.images.length;
    const gallery = await openProduct(page, product);
    const counter = (n: number) => gallery.getByText(`${n} / ${total}`, { exact: true });

    await expect(counter(1)).toBeVisible();
    // No layout shift: every image carries its size; only the first loads eagerly, with high priority.
    const images = gallery.locator('img');
    await expect(images).toHaveCount(total);
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('width', /^\d+$/);
      await expect(img).toHaveAttribute('height', /^\d+$/);
    }

    const next = gallery.getByRole('button', { name: 'Next image' });
    const previous = gallery.getByRole('button', { name: 'Previous image' });
    await next.click();
    await expect(counter(2)).toBeVisible();
    await previous.click();
    await expect(counter(1)).toBeVisible();
    await previous.click();
    await expect(counter(total)).toBeVisible(); // wraps backwards
    await next.click();
    await expect(counter(1)).toBeVisible(); // and forwards

    await next.focus();
    await page.keyboard.press('ArrowRight');
    await expect(counter(2)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(counter(1)).toBeVisible();

    // A sideways drag on the image is a swipe to the next image, not a click that opens the lightbox.
    const box = (await gallery.getByRole('button', { name: 'Open image 1 in full screen' }).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
    await page.mouse.up();
    await expect(counter(2)).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('SF-PROD-05 dots are shown on phones and pick an image @phone', async ({ page }) => {
    const product = await productWithImages(page.request, { min: 3 });
    const total = product.images.length;
    const gallery = await openProduct(page, product);
    const dots = gallery.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    if ((page.viewportSize()?.width ?? 1280) >= 640) {
      await expect(dots.first()).toBeHidden();
      return;
    }
    await expect(dots).toHaveCount(total);
    await gallery.getByRole('button', { name: `Show image 3 of ${total}` }).click();
    await expect(gallery.getByText(`3 / ${total}`, { exact: true })).toBeVisible();
  });

  test('SF-PROD-06 the centre image opens an accessible full-screen lightbox with arrows and counter @phone', async ({
    page,
  }) => {
    const product = await productWithImages(page.request, { min: 3 });
    const total = product.images.length;
    const gallery = await openProduct(page, product);
    await gallery.getByRole('button', { name: 'Next image' }).click();

    const opener = gallery.getByRole('button', { name: 'Open image 2 in full screen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: product.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();

    await dialog.getByRole('button', { name: 'Next image' }).click();
    await expect(dialog.getByText(`3 / ${total}`, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Previous image' }).click();
    await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`3 / ${total}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText(`2 / ${total}`, { exact: true })).toBeVisible();

    // Focus stays inside the dialog.
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    await expect(dialog.locator(':focus')).toHaveCount(1);

    await expectAccessible(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The Close button closes it too.
    await opener.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('SF-PROD-05 SF-PROD-06 a single image has no arrows or dots and still opens the lightbox', async ({ page }) => {
    const product = await productWithImages(page.request, { exactly: 1 });
    const gallery = await openProduct(page, product);
    await expect(gallery.getByRole('button', { name: /image/i })).toHaveCount(1);
    await gallery.getByRole('button', { name: 'Open image 1 in full screen' }).click();
    const dialog = page.getByRole('dialog', { name: product.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next image' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
