import { expect, expectAccessible, test } from './fixtures';

test.describe('home page blocks', () => {
  test('SF-HOME-01 SF-HERO SF-HOME-04..08 shows hero, Dream Box, Shop By Film, Best Sellers and home sections @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const main = page.locator('main');

    // Hero: three seeded slides, so arrows and dots (SF-HERO-06).
    const hero = main.getByRole('region', { name: 'Featured' });
    await expect(hero.getByRole('heading', { name: 'Now Showing at Marquee' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(hero.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(hero.getByRole('button', { name: /^Go to slide \d$/ })).toHaveCount(3);
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(hero.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    // Wraps from the first slide to the last (SF-HERO-07).
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');

    // Dream Box promotion at the configured price.
    await expect(main.getByRole('heading', { name: 'Dream Box', exact: true })).toBeVisible();
    await expect(main.getByText('$29.99 per month', { exact: true })).toBeVisible();
    await expect(main.getByText('Cancel anytime', { exact: true })).toBeVisible();
    await expect(main.getByText('Free shipping worldwide', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Get your Dream Box' })).toHaveAttribute(
      'href',
      '/checkout?dreambox=true',
    );

    // Shop By Film: homepage films, View All to /films.
    const films = main.getByRole('region', { name: 'Shop By Film' });
    await expect(films.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/films');
    const filmLinks = films.locator('a[href^="/film/"]');
    await expect(filmLinks.first()).toBeVisible();
    expect(await filmLinks.count()).toBeLessThanOrEqual(10);

    // Best Sellers (at most 8) and the two seeded home sections.
    const bestSellers = main.getByRole('region', { name: 'Best Sellers' });
    await expect(bestSellers).toBeVisible();
    const bestSellerCards = bestSellers.locator('a[href^="/product/"]');
    await expect(bestSellerCards.first()).toBeVisible();
    expect(await bestSellerCards.count()).toBeLessThanOrEqual(8);
    await expect(main.getByRole('heading', { name: 'New Arrivals', level: 2 })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Gifts Under $30', level: 2 })).toBeVisible();

    await expectAccessible(page);
  });

  test('SF-HOME-09 SF-HOME-10 newsletter: subscribing succeeds and says a confirmation e-mail is on its way', async ({
    page,
  }) => {
    await page.goto('/');
    const form = page.getByRole('region', { name: 'Join our newsletter' });
    const email = form.getByLabel('Email address');
    await expect(email).toHaveAttribute('type', 'email');
    await expect(email).toHaveAttribute('required', '');

    const address = `fan-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await email.fill(address);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Successfully subscribed!', { exact: true })).toBeVisible();
    // Double opt-in (issue 29): 'Already subscribed' once confirmed, in e2e/newsletter.spec.ts.
    await expect(
      page.getByText('Thank you for subscribing to our newsletter. Check your inbox to confirm.'),
    ).toBeVisible();
  });
});

test.describe('films', () => {
  test('SF-FILMS SF-FILM the films grid leads to a film page with About the Film and related products', async ({
    page,
  }) => {
    await page.goto('/films');
    await expect(page.getByRole('heading', { name: 'Shop By Film', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle('Shop By Film | Marquee');
    const first = page.locator('main a[href^="/film/"]').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/film\/\d+$/);
    await expect(page.getByRole('heading', { name: 'About the Film' })).toBeVisible();
    await expect(page.getByText(/\d+ minutes/)).toBeVisible();
    await expect(page.getByText(/\/10$/)).toBeVisible();
    const related = page.getByRole('region', { name: 'Related Products' });
    await expect(related.locator('a[href^="/product/"]').first()).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to Films' }).click();
    await expect(page).toHaveURL(/\/films$/);
  });

  test('SF-FILM-08 an unknown film shows Film Not Found with Back to Films', async ({ page }) => {
    await page.goto('/film/999999');
    await expect(page.getByRole('heading', { name: 'Film Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Films' })).toHaveAttribute('href', '/films');
  });
});

test.describe('content pages', () => {
  test('SF-FTR-02 R-27 the Shipping Info quick link opens the real page', async ({ page }) => {
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Shipping Info' }).click();
    await expect(page).toHaveURL(/\/page\/shipping-info$/);
    await expect(page.getByRole('heading', { name: 'Shipping Info', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery times' })).toBeVisible();
    await expect(page).toHaveTitle('Shipping Info | Marquee');
  });

  test('CP-02 an unknown page shows Page Not Found', async ({ page }) => {
    await page.goto('/page/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText("The page you're looking for doesn't exist.")).toBeVisible();
  });

  test('CP-05..08 /custom/about-marquee renders its banner title, description and blocks', async ({ page }) => {
    await page.goto('/custom/about-marquee');
    await expect(page.getByRole('heading', { name: 'About Marquee', level: 1 })).toBeVisible();
    await expect(page.getByText('The story behind Marquee')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Designed in-house' })).toBeVisible();
    await expect(page.getByText('Where it all began: the lobby of the Lyric cinema.')).toBeVisible();
    await expect(page.getByRole('img', { name: /cinema screen framed by red curtains/ })).toBeVisible();
    await expect(page).toHaveTitle('About Marquee | Official film merchandise');
  });

  test('CP-11 an unknown custom page shows 404 and Page not found', async ({ page }) => {
    await page.goto('/custom/no-such-page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
  });
});
