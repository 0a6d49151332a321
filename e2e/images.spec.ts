import { expect, test } from './fixtures';

test.describe('responsive images', () => {
  test('the first hero image loads first as AVIF/WebP; product cards below the fold wait, with their size set @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Featured' });
    const firstSlide = hero.locator('picture').first();
    const heroImage = firstSlide.locator('img');
    await expect(heroImage).toHaveAttribute('loading', 'eager');
    await expect(heroImage).toHaveAttribute('fetchpriority', 'high');
    const avif = firstSlide.locator('source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', /\/img\/\d+\/avif\/\S+ \d+w/);
    await expect(firstSlide.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\/img\/\d+\/webp\//);
    // The browser picked one of the offered copies, and it arrived.
    await expect.poll(() => heroImage.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/img\//);
    expect(await heroImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The last product card on the page is far below the fold.
    const cardImage = page.locator('main article img').last();
    await expect(cardImage).toHaveAttribute('loading', 'lazy');
    await expect(cardImage).toHaveAttribute('width', /^\d+$/);
    await expect(cardImage).toHaveAttribute('height', /^\d+$/);

    // The variant URL the page offers is a real AVIF.
    const firstCandidate = (await avif.getAttribute('srcset'))!.split(',')[0]!.trim().split(' ')[0]!;
    const response = await page.request.get(firstCandidate);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/avif');
    expect((await response.body()).byteLength).toBeGreaterThan(100);
  });

  test('a bad variant request is refused with the field named', async ({ page }) => {
    const response = await page.request.get('/img/123/gif/demo/logo.svg');
    expect(response.status()).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(error.fields)).toEqual(expect.arrayContaining(['width', 'format']));
  });
});
