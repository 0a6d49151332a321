import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, newShopper, test } from './fixtures';

async function signInAsAdmin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Username').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

test.describe('Admin shell, Overview and audit log (issue 13)', () => {
  test('ADM-SHELL-01 the Overview opens with its figures, and passes axe @phone', async ({ page }) => {
    await signInAsAdmin(page);
    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Orders today', 'Revenue today', 'Orders, last 30 days', 'Revenue, last 30 days']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Revenue per day, last 30 days' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top products, last 30 days' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
    // The page itself never scrolls sideways, the tab bar does (390 px).
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });

  test('ADM-SHELL-05 tabs are addresses: clicking changes the URL, reload and Back land on the same screen', async ({
    page,
  }) => {
    await signInAsAdmin(page);
    await tabs(page).getByRole('link', { name: 'Products', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    const sections = page.getByRole('navigation', { name: 'Products sections' });
    await expect(sections.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');

    await sections.getByRole('link', { name: 'Product Sets' }).click();
    await expect(page).toHaveURL(/\/admin\/products\/sets$/);
    await page.reload();
    await expect(sections.getByRole('link', { name: 'Product Sets' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs(page).getByRole('link', { name: 'Products', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(sections.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'page');

    await tabs(page).getByRole('link', { name: 'Dream Box' }).click();
    await expect(page).toHaveURL(/\/admin\/dream-box$/);
    await tabs(page).getByRole('link', { name: 'Pages' }).click();
    // A tab whose sub-tabs all have addresses opens its first.
    await expect(page).toHaveURL(/\/admin\/pages\/custom$/);
  });

  test('a shared link opens its screen; old ?tab= links redirect; an unknown tab says so', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/products/sets');
    await expect(
      page.getByRole('navigation', { name: 'Products sections' }).getByRole('link', { name: 'Product Sets' }),
    ).toHaveAttribute('aria-current', 'page');

    await page.goto('/admin?tab=orders');
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
    await page.goto('/admin?tab=products&section=productSets');
    await expect(page).toHaveURL(/\/admin\/products\/sets$/);

    await page.goto('/admin/no-such-tab');
    await expect(page.getByRole('heading', { name: 'This admin page does not exist' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the Overview' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('the audit log lists admin changes and shows one change before and after; axe passes @phone', async ({
    page,
  }, testInfo) => {
    await signInAsAdmin(page);
    const code = `E2EAUD${Date.now().toString(36).toUpperCase()}`;
    const isPhone = testInfo.project.name === 'phone';
    if (!isPhone) {
      // A write of our own to find (and remove again at the end).
      const created = await page.request.post('/api/admin/coupons', {
        data: { code, kind: 'percent', percentOff: 10 },
      });
      expect(created.status()).toBe(201);
    }
    await tabs(page).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit-log$/);
    await expect(page.getByRole('heading', { name: 'Audit log', level: 2 })).toBeVisible();
    await expectAccessible(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    if (!isPhone) {
      await page.getByLabel('Search by e-mail or id').fill(code);
      await expect(page).toHaveURL(new RegExp(`q=${code}`));
      await expect(page.getByRole('cell', { name: code })).toBeVisible();
      await page
        .getByRole('button', { name: /^View change/ })
        .first()
        .click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: `Create coupons ${code}` })).toBeVisible();
      await expect(dialog.getByText(`"code": "${code}"`)).toBeVisible();
      await expectAccessible(page);
      // The open change is in the URL: reload keeps it open.
      await page.reload();
      await expect(page.getByRole('dialog').getByRole('heading', { name: `Create coupons ${code}` })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      expect((await page.request.delete(`/api/admin/coupons/${code}`)).status()).toBe(200);
    }
  });

  test('ADM-SHELL-03 a guest or a customer at /admin/films is sent to /admin/login', async ({
    page,
    browser,
  }, testInfo) => {
    await page.goto('/admin/films');
    await expect(page).toHaveURL(/\/admin\/login$/);

    test.skip(testInfo.project.name === 'phone', 'signs a customer up: desktop only');
    const context = await browser.newContext({
      extraHTTPHeaders: {
        'x-forwarded-for': `10.252.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      },
    });
    const customer = await context.newPage();
    const shopper = newShopper();
    expect((await customer.request.post('/api/auth/sign-up', { data: shopper })).status()).toBe(201);
    await customer.goto('/admin/films');
    await expect(customer).toHaveURL(/\/admin\/login$/);
    await context.close();
  });

  test('ADM-SHELL-04 Logout ends the session and goes to /admin/login', async ({ page }) => {
    await signInAsAdmin(page);
    await page.goto('/admin/customers');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    const session = await (await page.request.get('/api/auth/session')).json();
    expect(session.user ?? null).toBeNull();
    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect((await page.request.get('/api/admin/overview')).status()).toBe(401);
  });
});

/**
 * Milliseconds from the start of the navigation to the moment `selector` is in the page: read
 * by the page's own clock (performance.now() counts from the navigation), polled every frame.
 */
async function shownAfter(page: Page, path: string, selector: string) {
  await page.goto(path, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) => (document.querySelector(wanted) ? performance.now() : null),
    selector,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as number;
}

/**
 * The best of three loads: a load slowed by a busy machine (CI runs other suites beside this
 * one) is not the page's speed, while a page that waits for a paint never comes under 2.5 s.
 */
async function fastestShownAfter(page: Page, path: string, selector: string) {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await shownAfter(page, path, selector));
  return Math.min(...times);
}

// @timing: npm test runs it with nothing else on the machine (scripts/test.mjs).
test.describe('issue 28 point 2: staff pages open at once @timing', () => {
  // A page the browser draws paints nothing before its scripts run: had its scripts waited for
  // a first paint, as a server-drawn shopper page's do, each load would wait for boot.js's 2.5 s
  // limit (3.5 s measured before the change). The budget is 1 s on this machine, for a browser
  // that has opened the admin before (its scripts are cached for a year), as staff's has.
  const BUDGET_MS = 1000;

  test('/admin/login and the signed-in tabs show their shell within 1 s of navigation', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.getByLabel('Password')).toBeVisible();
    expect(await fastestShownAfter(page, '/admin/login', 'input[type="password"]')).toBeLessThan(BUDGET_MS);
    await signInAsAdmin(page);
    for (const path of ['/admin', '/admin/orders', '/admin/products']) {
      const shown = await fastestShownAfter(page, path, 'nav[aria-label="Dashboard sections"]');
      expect(shown, path).toBeLessThan(BUDGET_MS);
    }
  });
});
