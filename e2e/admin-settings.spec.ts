import { apiPaths, type AdminCurrency, type AdminSettings } from '@marquee/contracts';
import type { Page } from '@playwright/test';
import { priceIn, productUnderThreshold } from './catalog-data';
import { adminBrowser, expect, expectAccessible, test } from './fixtures';

/** An 8 x 8 purple PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVR4nGOosXqLFTEMLQkA0eBowXCXrMoAAAAASUVORK5CYII=',
  'base64',
);

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openSettings(page: Page, section: 'Announcements' | 'Site Settings' | 'Social Media' | 'Currencies') {
  await page.getByRole('link', { name: 'Settings', exact: true }).first().click();
  await page.getByRole('link', { name: section, exact: true }).click();
  await expect(page.getByRole('heading', { name: section, level: 2, exact: true })).toBeVisible();
}

async function readSettings(page: Page): Promise<AdminSettings> {
  const response = await page.request.get(apiPaths.admin.settings.href());
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminSettings;
}

/** Puts settings back as they were, through the API (also when the test failed half-way). */
async function restore(page: Page, before: AdminSettings, parts: Array<'announcement' | 'logo' | 'theme' | 'social'>) {
  const puts: Array<[string, unknown]> = [];
  if (parts.includes('announcement')) puts.push([apiPaths.admin.announcement.href(), before.announcementBar]);
  if (parts.includes('theme')) puts.push([apiPaths.admin.themeColors.href(), before.theme]);
  if (parts.includes('social')) puts.push([apiPaths.admin.socialLinks.href(), { links: before.socialLinks }]);
  if (parts.includes('logo'))
    puts.push([apiPaths.admin.siteLogo.href(), before.siteLogo ?? { url: '', width: 150, height: 50 }]);
  for (const [url, data] of puts) {
    const response = await page.request.put(url, { data });
    expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  }
}

test.describe('Admin Settings tab (issue 14)', () => {
  test('ADM-ANN-01..03 ADM-SITE-01..05 R-29 R-31 an announcement, a theme colour and a logo reach the first paint of a fresh page', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin writes run once, on desktop');
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    const before = await readSettings(adminPage);
    const id = unique();
    const message = `Premiere week ${id}: free popcorn posters`;
    const alt = `Marquee logo ${id}`;
    try {
      // ADM-ANN-01..03: switch, message, colours, live preview, 'Settings saved'.
      await openSettings(adminPage, 'Announcements');
      const enabled = adminPage.getByRole('switch', { name: 'Enable announcement bar' });
      if ((await enabled.getAttribute('aria-checked')) !== 'true') await enabled.click();
      await adminPage.getByLabel('Message').fill(message);
      await adminPage.getByLabel('Background Color').fill('#1d4ed8');
      await adminPage.getByLabel('Text Color').fill('#ffffff');
      await expect(adminPage.getByTestId('announcement-preview')).toHaveText(message);
      await expect(adminPage.getByText('Hard to read')).toBeHidden();
      await adminPage.getByLabel('Text Color').fill('#2563eb');
      // blue on blue warns (it does not block).
      await expect(adminPage.getByText(/Text on the background: contrast 1\.\d+:1/)).toBeVisible();
      await adminPage.getByLabel('Text Color').fill('#ffffff');
      await adminPage.getByRole('button', { name: 'Save Settings' }).click();
      await expect(toast(adminPage, 'Settings saved')).toBeVisible();

      // ADM-SITE-01..03: the logo through the upload control, stored on the server.
      await openSettings(adminPage, 'Site Settings');
      await expect(adminPage.getByText('PNG, JPG, GIF up to 5MB')).toBeVisible();
      const control = adminPage.getByRole('group', { name: 'Site logo' });
      const items = control.getByTestId('media-item');
      if ((await items.count()) > 0)
        await items
          .first()
          .getByRole('button', { name: /^Remove/ })
          .click();
      await control
        .locator('input[type=file]')
        .setInputFiles({ name: `logo-${id}.png`, mimeType: 'image/png', buffer: PNG });
      await expect(items).toHaveCount(1);
      await expect(toast(adminPage, 'Logo uploaded')).toBeVisible();
      await adminPage.getByLabel('Alt Text', { exact: true }).fill(alt);
      // The upload control's alt field is the same value.
      await expect(control.getByRole('textbox', { name: /^Alt text for/ })).toHaveValue(alt);
      await adminPage.getByLabel('Width (px)').fill('120');
      await adminPage.getByLabel('Height (px)').fill('40');
      await adminPage.getByRole('button', { name: 'Save Logo Settings' }).click();
      await expect(toast(adminPage, 'Settings updated')).toBeVisible();

      // ADM-SITE-04: the primary colour; #ffff00 would warn, #b91c1c does not.
      await adminPage.getByLabel('Primary Color', { exact: true }).fill('#ffff00');
      await expect(adminPage.getByText(/Primary Color: contrast 1\.07:1/)).toBeVisible();
      await adminPage.getByLabel('Primary Color', { exact: true }).fill('#b91c1c');
      await expect(adminPage.getByText(/Primary Color: contrast/)).toBeHidden();
      await adminPage.getByRole('button', { name: 'Save Theme Colors' }).click();
      await expect(toast(adminPage, 'Settings updated').nth(1)).toBeVisible();

      const saved = await readSettings(adminPage);
      expect(saved.siteLogo).toMatchObject({ alt, width: 120, height: 40 });
      expect(saved.siteLogo!.url).toMatch(/^\/media\/uploads\//);

      // A NEW browser without JavaScript: what it shows is the server's first HTML.
      const fresh = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize()! });
      const shopper = await fresh.newPage();
      await shopper.goto('/');
      const bar = shopper.getByRole('region', { name: 'Announcement' });
      await expect(bar).toHaveText(message);
      await expect(bar).toHaveCSS('background-color', 'rgb(29, 78, 216)');
      const logo = shopper.getByRole('banner').getByRole('img', { name: alt });
      await expect(logo).toHaveAttribute('src', saved.siteLogo!.url);
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      await expect(shopper.locator('html')).toHaveAttribute('style', /--color-primary:#b91c1c/);
      // The theme is applied: the colour an element that uses the primary colour is drawn with.
      const primary = await shopper.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
      );
      expect(primary).toBe('#b91c1c');
      await fresh.close();
    } finally {
      await restore(adminPage, before, ['announcement', 'logo', 'theme']);
      await adminPage.context().close();
    }
  });

  test('ADM-SOC-01..03 SF-FTR-03 a social link added shows in the footer; removed, it is gone', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin writes run once, on desktop');
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    const before = await readSettings(adminPage);
    const url = `https://www.tiktok.com/@marquee-${unique()}`;
    const footerLink = page.getByRole('contentinfo').locator(`a[href="${url}"]`);
    try {
      await page.goto('/');
      await openSettings(adminPage, 'Social Media');
      const n = before.socialLinks.length + 1;
      await adminPage.getByRole('button', { name: 'Add Social Link' }).click();
      await adminPage.getByLabel(`Platform ${n}`, { exact: true }).selectOption('tiktok');
      // ADM-SOC: https only.
      await adminPage.getByLabel(`URL ${n}`, { exact: true }).fill('http://www.tiktok.com/@nope');
      await adminPage.getByRole('button', { name: 'Save Changes' }).click();
      await expect(adminPage.getByText('URL must be an https:// address')).toBeVisible();
      await adminPage.getByLabel(`URL ${n}`, { exact: true }).fill(url);
      await adminPage.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(adminPage, 'Social links updated')).toBeVisible();
      // The open storefront follows through the live event (settingsChanged).
      await expect(footerLink).toHaveAttribute('aria-label', 'TikTok (opens in a new tab)', { timeout: 5_000 });

      await adminPage.getByRole('button', { name: `Remove social link ${n}` }).click();
      await adminPage.getByRole('button', { name: 'Save Changes' }).click();
      await expect(toast(adminPage, 'Social links updated').nth(1)).toBeVisible();
      await expect(footerLink).toHaveCount(0, { timeout: 5_000 });
    } finally {
      await restore(adminPage, before, ['social']);
      await adminPage.context().close();
    }
  });

  test('R-20 R-44 ADM-SITE-06 a currency rate change shows in an open product page in that currency', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin writes run once, on desktop');
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    const list = (await (await adminPage.request.get(apiPaths.admin.currencies.href())).json()) as AdminCurrency[];
    const gbp = list.find((currency) => currency.code === 'GBP')!;
    const product = await productUnderThreshold(page.request);
    try {
      await page.context().addCookies([{ name: 'marquee_currency', value: 'GBP', url: testInfo.project.use.baseURL! }]);
      await page.goto(`/product/${product.id}`);
      await expect(page.getByText(`Price: ${priceIn(gbp, product.priceCents)}`)).toBeVisible();

      await openSettings(adminPage, 'Currencies');
      const rate = adminPage.getByLabel('GBP rate, units per 1 USD');
      await rate.fill('2.5');
      await expect(adminPage.getByText('1 USD = 2.5 GBP')).toBeVisible();
      await adminPage.getByRole('button', { name: 'Save GBP' }).click();
      await expect(toast(adminPage, 'GBP updated')).toBeVisible();
      // The open page refetches the rates (settingsChanged) and shows amount × rate.
      await expect(page.getByText(`Price: ${priceIn({ ...gbp, rate: 2.5 }, product.priceCents)}`)).toBeVisible({
        timeout: 5_000,
      });
    } finally {
      const response = await adminPage.request.patch(apiPaths.admin.currency.href('GBP'), {
        data: { rate: gbp.rate, isOffered: gbp.isOffered },
      });
      expect(response.ok()).toBe(true);
      await adminPage.context().close();
    }
  });

  test('the four Settings screens are accessible @phone', async ({ page, browser }, testInfo) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    for (const section of ['Announcements', 'Site Settings', 'Social Media', 'Currencies'] as const) {
      await openSettings(adminPage, section);
      await expect(adminPage.getByRole('button', { name: /^Save/ }).first()).toBeVisible();
      await expectAccessible(adminPage);
      await adminPage.screenshot({
        path: testInfo.outputPath(`${section.toLowerCase().replace(' ', '-')}.png`),
        fullPage: true,
      });
    }
    await adminPage.context().close();
  });
});
