import type { Page } from '@playwright/test';
import { expect, renderInBrowser, test } from './fixtures';

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  return menu;
}

/**
 * Replaces the public settings' social links for this page only, in GET /api/settings (the
 * page is rendered by the browser, so the settings come from that request).
 */
async function withSocialLinks(page: Page, socialLinks: { type: string; url: string }[]) {
  const replacement = `"socialLinks":${JSON.stringify(socialLinks).replace(/</g, '\\u003c')}`;
  await renderInBrowser(page);
  await page.route(
    (url) => url.pathname === '/api/settings',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/"socialLinks":\[[^\]]*\]/, replacement);
      await route.fulfill({ response, body });
    },
  );
}

test.describe('header menu', () => {
  test('SF-HDR-09 signed out, the account dropdown offers Sign In and Sign Up, both to /login @phone', async ({
    page,
  }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    await menu.getByRole('button', { name: 'Account', exact: true }).click();
    const signIn = page.getByRole('menuitem', { name: 'Sign In' });
    const signUp = page.getByRole('menuitem', { name: 'Sign Up' });
    await expect(signIn).toHaveAttribute('href', '/login');
    await expect(signUp).toHaveAttribute('href', '/login');
    await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toHaveCount(0);
    await signUp.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menu).toBeHidden();
  });

  test('SF-HDR-10 opening the currency dropdown closes the account dropdown, and back', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    const accountTrigger = menu.getByRole('button', { name: 'Account', exact: true });
    const currencyTrigger = menu.getByRole('button', { name: /^Choose currency, current: / });

    await accountTrigger.click();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
    await currencyTrigger.click();
    await expect(page.getByRole('menuitemradio', { name: /USD/ })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toHaveCount(0);
    await expect(accountTrigger).toHaveAttribute('aria-expanded', 'false');

    await accountTrigger.click();
    await expect(page.getByRole('menuitem', { name: 'Sign In' })).toBeVisible();
    await expect(page.getByRole('menuitemradio', { name: /USD/ })).toHaveCount(0);
    await expect(currencyTrigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('SF-HDR-06 the menu links Shop By Film to /films @phone', async ({ page }) => {
    await page.goto('/');
    const menu = await openMenu(page);
    const films = menu.getByRole('link', { name: 'Shop By Film' });
    await expect(films).toHaveAttribute('href', '/films');
    await films.click();
    await expect(page).toHaveURL(/\/films$/);
    await expect(page.getByRole('heading', { name: 'Shop By Film', level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
  });
});

test.describe('logo', () => {
  test('SF-HDR-02 SF-FTR-01 the logo image shows, and the brand text replaces it when the image fails', async ({
    page,
  }) => {
    const settings = (await (await page.request.get('/api/settings')).json()) as {
      siteLogo: { url: string; alt: string } | null;
    };
    expect(settings.siteLogo, 'the seed sets a logo').toBeTruthy();
    const logo = settings.siteLogo!;
    const header = page.locator('header').first();
    const footer = page.locator('footer').last();

    await page.goto('/');
    await expect(header.getByRole('link').getByRole('img', { name: logo.alt })).toBeVisible();
    await expect(footer.getByRole('img', { name: logo.alt })).toBeVisible();

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(`**${logo.url}`, (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.reload();
    // The text brand in both places, no broken image.
    await expect(header.getByRole('link', { name: 'Marquee', exact: true })).toBeVisible();
    await expect(header.getByRole('img', { name: logo.alt })).toHaveCount(0);
    await expect(footer.getByText('Marquee', { exact: true })).toBeVisible();
    await expect(footer.getByRole('img', { name: logo.alt })).toHaveCount(0);
    expect(warnings.some((w) => w.includes('Site logo failed to load'))).toBe(true);
  });
});

test.describe('footer social links', () => {
  test('SF-FTR-04 the seeded social links open in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer').last();
    await expect(footer.getByRole('heading', { name: 'Follow Us' })).toBeVisible();
    const links = footer.getByRole('link', { name: /\(opens in a new tab\)$/ });
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
      await expect(link).toHaveAttribute('href', /^https:\/\//);
    }
    await expect(footer.getByRole('link', { name: 'Facebook (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://facebook.com/marquee.store',
    );
  });

  test('SF-FTR-05 R-28 with no social links configured, no social section or icons are shown', async ({ page }) => {
    await withSocialLinks(page, []);
    await page.goto('/');
    const footer = page.locator('footer').last();
    await expect(footer.getByRole('link', { name: 'Shipping Info' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Follow Us' })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /\(opens in a new tab\)$/ })).toHaveCount(0);
  });

  test('SF-FTR-03 a platform without its own icon shows its initial letter', async ({ page }) => {
    await withSocialLinks(page, [
      { type: 'instagram', url: 'https://instagram.com/marquee.store' },
      { type: 'myspace', url: 'https://myspace.com/marquee' },
    ]);
    await page.goto('/');
    const footer = page.locator('footer').last();
    const myspace = footer.getByRole('link', { name: 'myspace (opens in a new tab)' });
    await expect(myspace).toHaveAttribute('target', '_blank');
    // The footer is drawn when it nears the screen (content-visibility), as a shopper scrolls to it.
    await myspace.scrollIntoViewIfNeeded();
    await expect(myspace).toHaveText('M', { useInnerText: true });
    await expect(myspace.locator('svg')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: 'Instagram (opens in a new tab)' }).locator('svg')).toHaveCount(1);
  });
});
