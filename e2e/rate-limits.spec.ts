import type { Page } from '@playwright/test';
import { expect, newShopper, test } from './fixtures';

/** fixtures.ts gives each test its own client address, so these limits are this test's alone. */

const WAIT = /(\d+ seconds?|1 minute)/;

/** Submits the password step and returns the status of the sign-in answer. */
async function signInWith(page: Page, password: string) {
  await page.getByLabel('Password').fill(password);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/sign-in')),
    page.getByRole('button', { name: 'Sign In' }).click(),
  ]);
  return response.status();
}

test.describe('issue 10: a 429 says how long to wait, where the shopper acted', () => {
  test('issue 10: /login: five wrong passwords lock the account, and the password step says for how long', async ({
    page,
    request,
  }) => {
    const shopper = newShopper();
    expect((await request.post('/api/auth/sign-up', { data: shopper })).status()).toBe(201);

    await page.goto('/login');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    for (let i = 0; i < 4; i++) expect(await signInWith(page, `wrong password ${i}`)).toBe(401);
    await expect(page.getByRole('alert').filter({ hasText: 'Too many' })).toHaveCount(0);

    expect(await signInWith(page, 'wrong password 5')).toBe(429);
    const alert = page.getByRole('alert').filter({ hasText: 'locked' });
    await expect(alert).toHaveText('Too many failed sign-in attempts. This account is locked for 15 minutes.');
    // Locked: the right password gets the same answer.
    expect(await signInWith(page, shopper.password)).toBe(429);
    await expect(alert).toBeVisible();
  });

  test('issue 10: /login: too many e-mail checks from one address keep the e-mail step, with the wait', async ({
    page,
    request,
  }) => {
    const checks = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        request.post('/api/auth/check-email', { data: { email: `probe-${i}-${Date.now()}@example.com` } }),
      ),
    );
    expect(checks.map((r) => r.status())).toEqual(Array(30).fill(200));

    await page.goto('/login');
    await page.getByLabel('Email').fill(newShopper().email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(`^Too many attempts\\. Please try again in ${WAIT.source}\\.$`),
    );
    // Still the e-mail step: no sign-up offered for an address the store could not check.
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
  });

  test('issue 10: /admin/login says the account is locked, with the wait', async ({ page, request }) => {
    const email = `locked-admin-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++)
      await request.post('/api/auth/admin-sign-in', { data: { email, password: 'wrong password' } });

    await page.goto('/admin/login');
    await page.getByLabel('Username').fill(email);
    await page.getByLabel('Password').fill('another wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      /^Too many failed sign-in attempts\. This account is locked for (15|14) minutes\.$/,
    );
  });

  test('issue 10: the newsletter form says how long to wait after too many sign-ups from one address', async ({
    page,
    request,
  }) => {
    const id = Date.now().toString(36);
    for (let i = 0; i < 10; i++) {
      const response = await request.post('/api/newsletter', { data: { email: `burst-${id}-${i}@example.com` } });
      expect(response.status()).toBe(201);
    }

    await page.goto('/');
    const form = page.getByRole('region', { name: 'Join our newsletter' });
    await form.getByLabel('Email address').fill(`late-${id}@example.com`);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      new RegExp(`^Too many attempts\\. Please try again in ${WAIT.source}\\.$`),
    );
  });

  test('issue 10: SF-CART-01 a refused Add to Cart (429) says how long to wait in its toast', async ({ page }) => {
    await page.route('**/api/cart/items', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 429,
            headers: { 'retry-after': '120' },
            contentType: 'application/json',
            body: JSON.stringify({
              error: { code: 'RATE_LIMITED', message: 'Too many requests.', retryAfterSeconds: 120 },
            }),
          })
        : route.fallback(),
    );
    await page.goto('/products');
    await page
      .getByRole('button', { name: /^Add to Cart/ })
      .first()
      .click();
    await expect(page.getByText('Too many attempts. Please try again in 2 minutes.')).toBeVisible();
  });
});
