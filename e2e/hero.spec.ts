import type { Locator, Page } from '@playwright/test';
import { toasts } from './catalog-data';
import { expect, renderInBrowser, test } from './fixtures';

const hero = (page: Page) => page.locator('main').getByRole('region', { name: 'Featured' });

/** The 1-based number of the slide whose dot is current. */
async function currentSlide(region: Locator): Promise<number> {
  const label = await region.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label!.match(/\d+/)![0]);
}

/**
 * Stops the page's clock a moment from now. The page's time runs on between reading it and
 * pausing, and on a loaded machine that gap can pass the target ("Cannot fast-forward to the
 * past"): then try again from the new time.
 */
async function pauseSoon(page: Page): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}

test.describe('home hero carousel', () => {
  test('SF-HERO-07 advances by itself every 5000 ms and wraps forward from the last slide', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const region = hero(page);
    await expect(region.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(3);
    // Keep the pointer away from the carousel: hovering pauses it.
    await page.mouse.move(1, 1);
    await pauseSoon(page);

    // Find the moment of an advance in 100 ms steps...
    const start = await currentSlide(region);
    let steps = 0;
    while ((await currentSlide(region)) === start) {
      expect(++steps, 'the carousel advances within 5 s').toBeLessThanOrEqual(51);
      await page.clock.runFor(100);
    }
    // ...then the next one comes exactly 5000 ms later, not before.
    let slide = await currentSlide(region);
    expect(slide).toBe((start % 3) + 1);
    await page.clock.runFor(4900);
    expect(await currentSlide(region)).toBe(slide);
    await page.clock.runFor(100);
    await expect.poll(() => currentSlide(region)).toBe((slide % 3) + 1);

    // Forward wrap: from the last slide the next advance shows the first.
    slide = await currentSlide(region);
    while (slide !== 3) {
      await page.clock.runFor(5000);
      slide = await currentSlide(region);
    }
    await page.clock.runFor(5000);
    await expect.poll(() => currentSlide(region)).toBe(1);
  });

  test('SF-HERO-07 Next on the last slide shows the first', async ({ page }) => {
    await page.goto('/');
    const region = hero(page);
    await region.getByRole('button', { name: 'Go to slide 3' }).click();
    await expect(region.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    await region.getByRole('button', { name: 'Next slide' }).click();
    await expect(region.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true');
  });

  test('SF-HERO-02 SF-HERO-03 SF-HERO-04 the banner is 600px high; a slide has texts, two buttons, the button colour and a play icon @phone', async ({
    page,
  }) => {
    const home = (await (await page.request.get('/api/home')).json()) as {
      heroSlides: { title: string; subtitle: string; description: string; buttonColor: string }[];
    };
    const first = home.heroSlides[0]!;
    await page.goto('/');
    const region = hero(page);
    await expect(region).toBeVisible();
    expect((await region.boundingBox())!.height).toBe(600);

    const slide = region.getByRole('group', { name: 'Slide 1 of 3' });
    await expect(slide.getByRole('heading', { name: first.title })).toBeVisible();
    await expect(slide.getByText(first.subtitle, { exact: true })).toBeVisible();
    await expect(slide.getByText(first.description, { exact: true })).toBeVisible();
    const links = slide.getByRole('link');
    await expect(links).toHaveCount(2);
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(first.buttonColor.slice(i, i + 2), 16));
    await expect(links.nth(0)).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
    await expect(links.nth(1).locator('svg')).toHaveCount(1);
    // The dark overlay sits over the image.
    await expect(slide.locator('.bg-black\\/30')).toHaveCount(1);
  });

  test('SF-HERO-02 shows a spinner in the 600px area while the slides load', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await renderInBrowser(page);
    await page.route('**/api/home', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const spinner = page.getByRole('status').filter({ hasText: 'Loading featured slides…' });
    await expect(spinner).toBeVisible();
    const box = await page.locator('main div.h-\\[600px\\]').first().boundingBox();
    expect(box!.height).toBe(600);
    release();
    await expect(hero(page)).toBeVisible();
    await expect(spinner).toHaveCount(0);
  });

  test('SF-HERO-05 SF-HERO-08 SF-HERO-09 an http button opens a new tab, a path stays in this tab, missing labels read Shop now / Watch trailer', async ({
    page,
  }) => {
    await renderInBrowser(page);
    await page.route('**/api/home', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.heroSlides[0] = {
        ...body.heroSlides[0],
        translations: {},
        destinationUrl: 'https://example.com/premiere',
        buttonText: '',
        secondButtonUrl: '/products',
        secondButtonText: '',
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/');
    const slide = hero(page).getByRole('group', { name: 'Slide 1 of 3' });
    const primary = slide.getByRole('link', { name: 'Shop now' });
    await expect(primary).toHaveAttribute('href', 'https://example.com/premiere');
    await expect(primary).toHaveAttribute('target', '_blank');
    await expect(primary).toHaveAttribute('rel', /noopener/);
    const secondary = slide.getByRole('link', { name: 'Watch trailer' });
    await expect(secondary).toHaveAttribute('href', '/products');
    await expect(secondary).not.toHaveAttribute('target', /.+/);
  });

  test('SF-HERO-11 a failed load shows no hero and no toast; the error is logged', async ({ page, consoleErrors }) => {
    await renderInBrowser(page);
    await page.route('**/api/home', (route) => route.abort());
    await page.goto('/');
    await expect
      .poll(() => consoleErrors.some((e) => e.includes('Home page blocks failed to load')), { timeout: 15_000 })
      .toBe(true);
    await expect(hero(page)).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading featured slides…' })).toHaveCount(0);
    // The rest of the page still works.
    await expect(page.getByRole('heading', { name: 'Dream Box', exact: true })).toBeVisible();
    await expect(toasts(page)).toHaveCount(0);
  });
});

test.describe('home page order', () => {
  test('SF-HOME-01 SF-HOME-02 header, chips, hero, Dream Box, Shop By Film, Best Sellers, home sections, newsletter, footer', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.locator('main');
    const blocks = [
      page.locator('header').first(),
      main.getByRole('navigation', { name: 'Shop by category' }),
      main.getByRole('region', { name: 'Featured' }),
      main.getByRole('region', { name: 'Dream Box' }),
      main.getByRole('region', { name: 'Shop By Film' }),
      main.getByRole('region', { name: 'Best Sellers' }),
      main.getByRole('heading', { name: 'New Arrivals', level: 2 }),
      main.getByRole('heading', { name: 'Gifts Under $30', level: 2 }),
      main.getByRole('region', { name: 'Join our newsletter' }),
      page.locator('footer').last(),
    ];
    for (const block of blocks) await expect(block).toBeVisible();
    const handles = await Promise.all(blocks.map((block) => block.elementHandle()));
    for (let i = 1; i < handles.length; i += 1) {
      const follows = await page.evaluate(
        ([a, b]) => Boolean(a!.compareDocumentPosition(b!) & Node.DOCUMENT_POSITION_FOLLOWING),
        [handles[i - 1], handles[i]] as const,
      );
      expect(follows, `block ${i} comes after block ${i - 1}`).toBe(true);
    }
  });
});
