import type { Page } from '@playwright/test';
import { adminBrowser, expect, expectAccessible, newShopper, signUpThroughUi, test } from './fixtures';

const DISABLED = 'This account has been disabled. Please contact support.';

async function signInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

const sessionUser = async (page: Page) =>
  ((await (await page.request.get('/api/auth/session')).json()) as { user: { email: string } | null }).user;

test.describe('Admin Customers tab (issue 12)', () => {
  test('the admin finds a new shopper, disables sign-in (the shopper is signed out and refused), then enables it', async ({
    page,
    browser,
  }, testInfo) => {
    const shopper = newShopper();
    await signUpThroughUi(page, shopper);
    expect((await sessionUser(page))?.email).toBe(shopper.email);

    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await adminPage.getByRole('link', { name: 'Customers', exact: true }).click();
    await expect(adminPage).toHaveURL(/\/admin\/customers$/);
    await expect(adminPage.getByRole('heading', { name: 'Customers', level: 2 })).toBeVisible();
    const table = adminPage.getByRole('table', { name: 'Customers' });
    await expect(table).toBeVisible();

    // Typing is enough: the search runs once the admin pauses.
    await adminPage.getByLabel('Search', { exact: true }).fill(shopper.email);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(2); // the header and the shopper
    await expect(rows.nth(1)).toContainText(shopper.email);
    await expect(rows.nth(1)).toContainText('$0.00');
    await expect(rows.nth(1).getByText('Active', { exact: true })).toBeVisible();
    await expect(adminPage.getByText('1 item · Page 1 of 1', { exact: true })).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.screenshot({ path: testInfo.outputPath('customers-tab.png'), fullPage: true });

    const name = `${shopper.firstName} ${shopper.lastName}`;
    await rows.nth(1).getByRole('button', { name }).click();
    const detail = adminPage.getByRole('dialog', { name });
    await expect(detail).toBeVisible();
    await expect(detail.getByText('No orders yet.')).toBeVisible();
    await expect(detail.getByText('No Dream Box subscription.')).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage.screenshot({ path: testInfo.outputPath('customer-detail.png') });

    await detail.getByRole('button', { name: 'Send password reset e-mail' }).click();
    await expect(adminPage.getByText(`Password reset e-mail sent to ${shopper.email}`)).toBeVisible();

    await detail.getByRole('button', { name: 'Disable sign-in' }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: `Disable sign-in for ${name}?` });
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Disable sign-in' }).click();
    await expect(adminPage.getByText(`Sign-in disabled for ${name}`)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Enable sign-in' })).toBeVisible();
    await expect(detail.getByText('Disabled', { exact: true })).toBeVisible();

    // The shopper's browser is signed out at once, and signing in again is refused with the reason.
    expect(await sessionUser(page)).toBeNull();
    await signInThroughUi(page, shopper.email, shopper.password);
    await expect(page.getByText(DISABLED)).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    expect(await sessionUser(page)).toBeNull();

    await detail.getByRole('button', { name: 'Enable sign-in' }).click();
    await expect(adminPage.getByText(`Sign-in enabled for ${name}`)).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Disable sign-in' })).toBeVisible();
    await adminPage.keyboard.press('Escape');
    await expect(rows.nth(1).getByText('Active', { exact: true })).toBeVisible();

    await signInThroughUi(page, shopper.email, shopper.password);
    await expect(page).not.toHaveURL(/\/login/);
    expect((await sessionUser(page))?.email).toBe(shopper.email);
    await adminPage.context().close();
  });
});
