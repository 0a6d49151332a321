import type { Page } from '@playwright/test';
import { apiPaths, preferenceCookies } from '@marquee/contracts';
import { priceIn, storeCurrency, toasts, usd } from './catalog-data';
import { adminBrowser, expect, expectAccessible, newShopper, signUpThroughApi, test } from './fixtures';

/** Issue 29 part 1: the pages Hebrew readers met in English, the admin's own switch, and validation messages. */

/** The remembered choice (the admin reads it); a shopper's page is in Hebrew at its /he/ address (decision 099). */
async function inHebrew(page: Page) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: preferenceCookies.language, value: 'he', url }]);
}

async function expectRightToLeft(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'he');
}

/** 390 px: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.describe('Hebrew at the edges', () => {
  test('issue 29: /login in Hebrew, right to left, and a sign-up validation message in Hebrew @phone', async ({
    page,
  }) => {
    await inHebrew(page);
    await page.goto('/he/login');
    await expectRightToLeft(page);
    await expect(page.getByRole('heading', { name: 'ברוכים הבאים ל-Marquee' })).toBeVisible();
    await expect(page.getByText('התחברו או צרו חשבון עם כתובת הדוא״ל שלכם.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'המשך' })).toBeDisabled();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    await page.getByLabel('דוא״ל').fill(newShopper().email);
    await page.getByRole('button', { name: 'המשך' }).click();
    await page.getByLabel('שם פרטי').fill('רוזה');
    await page.getByLabel('שם משפחה').fill('פארקס');
    await page.getByLabel('סיסמה').fill('short');
    await page.getByRole('button', { name: 'יצירת חשבון' }).click();
    // The shared schema's 'Password must be at least 8 characters long', in the page's language.
    await expect(page.getByText('הסיסמה צריכה להכיל לפחות 8 תווים')).toBeVisible();
    await expect(page.getByLabel('סיסמה')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Password must be at least')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('issue 29: /reset-password in Hebrew, its own and the schema messages in Hebrew @phone', async ({ page }) => {
    await inHebrew(page);
    await page.goto('/he/reset-password');
    await expectRightToLeft(page);
    await expect(page.getByRole('heading', { name: 'בחירת סיסמה חדשה' })).toBeVisible();
    await expect(page.getByText('הקישור לאיפוס הסיסמה חסר. בקשו קישור חדש מדף ההתחברות.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'למעבר להתחברות' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/he/reset-password?token=not-a-real-token');
    await expect(page.getByText('בחרו סיסמה חדשה לחשבון שלכם.')).toBeVisible();
    await page.getByLabel('סיסמה חדשה', { exact: true }).fill('short');
    await page.getByLabel('אימות הסיסמה החדשה').fill('different');
    await page.getByRole('button', { name: 'עדכון הסיסמה' }).click();
    await expect(page.getByText('הסיסמה צריכה להכיל לפחות 8 תווים')).toBeVisible();
    await expect(page.getByText('הסיסמאות אינן תואמות')).toBeVisible();
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);
  });

  test('issue 29: /admin/login in Hebrew, a failed sign-in said in Hebrew @phone', async ({ page }) => {
    await inHebrew(page);
    await page.goto('/admin/login');
    await expectRightToLeft(page);
    await expect(page.getByRole('heading', { name: 'כניסת מנהלים' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'חזרה לחנות' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'שפה' })).toHaveValue('he');
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // An address with no account, so the real admin's failed-sign-in count is left alone.
    await page.getByLabel('שם משתמש').fill(`nobody-${Date.now()}@example.com`);
    await page.getByLabel('סיסמה').fill('not the password');
    await page.getByRole('button', { name: 'התחברות' }).click();
    await expect(page.getByText('פרטי ההתחברות שגויים')).toBeVisible();
    await expect(page.getByText('Invalid credentials')).toHaveCount(0);
  });

  test("issue 29: the admin's own language switch turns the admin Hebrew, right to left, and back @phone", async ({
    browser,
  }) => {
    const viewport = test.info().project.use.viewport ?? { width: 1280, height: 800 };
    const page = await adminBrowser(browser, viewport);
    const html = page.locator('html');
    await expect(page.getByRole('heading', { name: 'Marquee Admin' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'ltr');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('he');
    await expectRightToLeft(page);
    await expect(page.getByRole('heading', { name: 'ניהול Marquee' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'התנתקות' })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'אזורי לוח הבקרה' });
    for (const tab of ['מוצרים', 'סרטים', 'Dream Box', 'עמודים', 'צ׳אט', 'הגדרות', 'הזמנות', 'קופונים', 'לקוחות']) {
      await expect(tabs.getByRole('link', { name: tab, exact: true })).toBeVisible();
    }
    await expect(page).toHaveTitle(/ניהול Marquee/);
    await expectAccessible(page);
    await expectNoSidewaysScroll(page);

    // Remembered: a reload and another screen stay Hebrew.
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expectRightToLeft(page);
    await tabs.getByRole('link', { name: 'מוצרים', exact: true }).click();
    await expect(page.getByRole('navigation', { name: 'אזורים במוצרים' })).toBeVisible();
    await expect(page).toHaveTitle(/^מוצרים · ניהול Marquee/);
    await expectAccessible(page);

    await page.getByRole('combobox', { name: 'שפה' }).selectOption('en');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Marquee Admin' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await page.context().close();
  });

  test('MSG-AUTH-03 a wrong password says "Invalid credentials" - "Please check your email and password.", in Hebrew too', async ({
    page,
  }) => {
    const shopper = newShopper();
    await signUpThroughApi(page, shopper);
    await page.context().clearCookies();

    const tryWrongPassword = async (
      labels: { email: string; next: string; password: string; signIn: string },
      address = '/login',
    ) => {
      await page.goto(address);
      await page.getByLabel(labels.email).fill(shopper.email);
      await page.getByRole('button', { name: labels.next }).click();
      await page.getByLabel(labels.password).fill('the wrong password');
      await page.getByRole('button', { name: labels.signIn }).click();
    };

    await tryWrongPassword({ email: 'Email', next: 'Continue', password: 'Password', signIn: 'Sign In' });
    const toast = toasts(page).filter({ hasText: 'Invalid credentials' });
    await expect(toast).toContainText('Please check your email and password.');

    await inHebrew(page);
    await tryWrongPassword({ email: 'דוא״ל', next: 'המשך', password: 'סיסמה', signIn: 'התחברות' }, '/he/login');
    const hebrew = toasts(page).filter({ hasText: 'פרטי ההתחברות שגויים' });
    await expect(hebrew).toContainText('בדקו את כתובת הדוא״ל והסיסמה.');
  });

  test("issue 29 part 6: the FAQ states the Dream Box price and the charging currency from the settings, in the reader's currency", async ({
    page,
  }) => {
    const settings = (await (await page.request.get(apiPaths.settings.href())).json()) as {
      dreamBoxPriceCents: number;
    };
    const eur = await storeCurrency(page.request, 'EUR');

    await page.goto('/page/faq');
    const main = page.getByRole('main');
    await expect(main.getByText(`It costs ${usd(settings.dreamBoxPriceCents)} a month`)).toBeVisible();
    await expect(main.getByText('Payment is taken in US Dollar (USD)')).toBeVisible();
    await expect(main.getByText('{{')).toHaveCount(0);

    // Another currency is another answer from the server, fetched when the shopper switches.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: /^Choose currency, current: / }).click();
    await page.getByRole('menuitemradio', { name: /\bEUR\b/ }).click();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(main.getByText(`It costs ${priceIn(eur, settings.dreamBoxPriceCents)} a month`)).toBeVisible();
    await expect(main.getByText('Payment is taken in Euro (EUR)')).toBeVisible();
  });
});
