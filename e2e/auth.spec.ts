import { admin, expect, expectAccessible, newShopper, signUpThroughUi, test } from './fixtures';

test.describe('accounts', () => {
  test('SF-LOGIN-01..10 sign up, sign out, sign in again @phone', async ({ page }) => {
    const shopper = newShopper();
    await page.goto('/login');
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await signUpThroughUi(page, shopper);

    // Signed in: the menu's account dropdown shows the e-mail, then signs out.
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The account dropdown's trigger shows the signed-in e-mail.
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: shopper.email }).click();
    await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('You have been successfully signed out.')).toBeVisible();

    // The e-mail step finds the account and asks for the password.
    await page.goto('/login');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await page.getByLabel('Password').fill('the wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('SF-LOGIN-03 Use different email returns to the e-mail step', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(newShopper().email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('First name')).toBeVisible();
    await page.getByRole('button', { name: 'Use different email' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('ADM-SHELL-03 a customer is sent away from /admin', async ({ page }) => {
    await signUpThroughUi(page, newShopper());
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
  });

  test('ADM-SHELL-01..05 an admin signs in at /admin/login, sees the dashboard and logs out', async ({ page }) => {
    await page.goto('/admin/login');
    await expectAccessible(page);
    // no credentials on the page.
    await expect(page.getByText(admin.password)).toHaveCount(0);
    await page.getByLabel('Username').fill(admin.email);
    await page.getByLabel('Password').fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Marquee Admin' })).toBeVisible();
    for (const tab of ['Products', 'Categories', 'Films', 'Dream Box', 'Pages', 'Chat', 'Settings']) {
      // ADM-SHELL-05: the tabs are links, each an address of its own.
      await expect(page.getByRole('link', { name: tab, exact: true }).first()).toBeVisible();
    }
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
