import { apiPaths } from '@marquee/contracts';
import { expect, newShopper, test } from './fixtures';
import { mailedMatch } from './mailed-link';

/** The unlock link of the lock e-mail to `to`. */
const unlockLink = async (to: string) =>
  new URL(await mailedMatch(to, (text) => /Let this browser sign in: (\S+)/.exec(text)?.[1], 'the lock e-mail'));

test.describe("issue 27 point 3: a lock attackers can't use", () => {
  test('the unlock link lets this browser sign in during the lock, says so, and leaves no token in the address; used again it says it is invalid', async ({
    page,
    request,
  }) => {
    const shopper = newShopper();
    expect((await request.post(apiPaths.auth.signUp.href(), { data: shopper })).status()).toBe(201);
    // An attacker's five wrong passwords (the API client is another browser than the page).
    for (let i = 0; i < 5; i++)
      await request.post(apiPaths.auth.signIn.href(), { data: { email: shopper.email, password: `guess ${i}` } });

    const link = await unlockLink(shopper.email);
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('status').filter({ hasText: 'This browser can now sign in' })).toBeVisible();

    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();

    await page.goto(`${link.pathname}${link.search}`);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  });
});
