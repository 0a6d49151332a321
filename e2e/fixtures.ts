import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { apiPaths } from '@marquee/contracts';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'e2e-admin@example.com',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e admin password',
};

/**
 * The admin in a browser of their own (an address of its own too), signed in through the admin
 * sign-in route and on the Overview. The sign-in form itself is tested in auth.spec.ts and
 * admin-shell.spec.ts; the others skip loading it (decision 093).
 */
export async function adminBrowser(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  const page = await context.newPage();
  const response = await page.request.post(apiPaths.auth.adminSignIn.href(), {
    data: { email: admin.email, password: admin.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto('/admin');
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return page;
}

export function newShopper() {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { email: `shopper-${id}@example.com`, password: 'a good long password', firstName: 'Rosa', lastName: 'Parks' };
}

/** Fails the test on serious or critical accessibility violations. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

export async function signUpThroughUi(page: Page, shopper: ReturnType<typeof newShopper>) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('First name').fill(shopper.firstName);
  await page.getByLabel('Last name').fill(shopper.lastName);
  await page.getByLabel('Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A new customer, signed in, made through the store's own sign-up route: for the tests of what a
 * customer does next. The form itself is tested where it is the subject (auth.spec.ts and the
 * flows that sign up on the way); through the API the /login page and the home page it leads to
 * are not loaded for each of them (decision 093).
 */
export async function signUpThroughApi(page: Page, shopper: ReturnType<typeof newShopper>) {
  const response = await page.request.post(apiPaths.auth.signUp.href(), {
    data: {
      email: shopper.email,
      password: shopper.password,
      firstName: shopper.firstName,
      lastName: shopper.lastName,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Each test is a different shopper on a different address, as in real life: the store's
  // per-address limits (e-mail checks, newsletter, failed sign-ins) would otherwise be shared
  // by the whole suite. The address comes from the test's id, project and retry, so the desktop
  // and phone runs of a test (separate workers) do not share one either.
  // The e2e server trusts X-Forwarded-For from loopback (TRUST_PROXY=loopback).
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    const [a = 0, b = 0, c = 0] = createHash('sha256')
      .update(`${testInfo.project.name}|${testInfo.testId}|${testInfo.retry}|${testInfo.repeatEachIndex}`)
      .digest();
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': `10.${a}.${b}.${(c % 254) + 1}` });
  },
  // Pages arrive rendered by the server and answer clicks once hydrated: every navigation
  // waits for that, as a shopper's first tap would on a real device.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const hydrated = () => page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    page.goto = async (...args) => {
      const response = await goto(...args);
      // `waitUntil: 'commit'` is for the tests of what a shopper does before hydration.
      if (args[1]?.waitUntil !== 'commit') await hydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await hydrated();
      return response;
    };
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await use(errors);
  },
});
export { expect };

/**
 * Pages come rendered by the server with their data. Tests of the loading and failure states
 * a page shows while the browser fetches its data (as after an in-app navigation) ask for
 * browser rendering, so the requests they intercept are made.
 */
export async function renderInBrowser(page: Page) {
  const url = test.info().project.use.baseURL!;
  await page.context().addCookies([{ name: 'marquee_render', value: 'browser', url }]);
}
