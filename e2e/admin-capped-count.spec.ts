import type { Page } from '@playwright/test';
import { ADMIN_LIST_COUNT_CAP, apiPaths, type AdminCustomerRow, type AdminOrderRow } from '@marquee/contracts';
import { adminBrowser, expect, test } from './fixtures';

/**
 * More than 10,000 matches take a big store to produce; the list's own answer is taken and its
 * count capped, as the server answers beyond ADMIN_LIST_COUNT_CAP (decision 073). A fresh e2e
 * store may have no orders or customers yet: `row` stands in for the page's rows then.
 */
async function capList(page: Page, apiPath: string, row?: object) {
  await page.route(
    (url) => url.pathname === apiPath,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { items: object[] };
      await route.fulfill({
        response,
        json: {
          ...body,
          items: body.items.length > 0 || !row ? body.items : [row],
          total: ADMIN_LIST_COUNT_CAP,
          totalIsCapped: true,
        },
      });
    },
  );
}

const orderRow: AdminOrderRow = {
  orderNumber: 'MQ-CAPPED-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  email: 'capped@example.com',
  status: 'processing',
  total: { currency: 'USD', amountMinor: 2500, minorUnitDigits: 2 },
  totalUsdCents: 2500,
  itemCount: 1,
  isTest: false,
};
const customerRow: AdminCustomerRow = {
  id: 'capped-customer',
  firstName: 'Cap',
  lastName: 'Ped',
  email: 'capped@example.com',
  emailVerified: true,
  orderCount: 0,
  totalSpentCents: 0,
  joinedAt: '2026-11-01T10:00:00.000Z',
  disabled: false,
};

const screens = [
  { name: 'Products', screen: '/admin/products', api: apiPaths.admin.products.href() },
  { name: 'Orders', screen: '/admin/orders', api: apiPaths.admin.orders.href(), row: orderRow },
  { name: 'Customers', screen: '/admin/customers', api: apiPaths.admin.customers.href(), row: customerRow },
];

test.describe('the admin lists count to 10,000 and say so (issue 15, decision 073)', () => {
  for (const { name, screen, api, row } of screens) {
    test(`${name}: a capped count reads "10,000+ items" and "Page 1 of 400+"; Next pages on`, async ({
      page,
      browser,
    }) => {
      const adminPage = await adminBrowser(browser, page.viewportSize()!);
      await capList(adminPage, api, row);
      await adminPage.goto(screen);
      const pages = adminPage.getByRole('navigation', { name: `${name} pages` });
      await expect(pages.getByText('10,000+ items · Page 1 of 400+', { exact: true })).toBeVisible();
      const next = pages.getByRole('button', { name: 'Next' });
      await expect(next).toBeEnabled();
      await next.click();
      await expect(pages.getByText('10,000+ items · Page 2 of 400+', { exact: true })).toBeVisible();
      // A request still on its way (the next page, fetched ahead) is let go, not failed: it
      // failed the test in CI when the context closed under it.
      await adminPage.unrouteAll({ behavior: 'ignoreErrors' });
      await adminPage.context().close();
    });
  }

  test('Products: at the last page the server serves, Next is off and the page says how to find the rest', async ({
    page,
    browser,
  }) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await capList(adminPage, apiPaths.admin.products.href());
    await adminPage.goto('/admin/products?page=400');
    const pages = adminPage.getByRole('navigation', { name: 'Products pages' });
    await expect(pages.getByText('10,000+ items · Page 400 of 400+', { exact: true })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(
      pages.getByText('The pages reach the first 10,000: search or filter to find the others.'),
    ).toBeVisible();
    await adminPage.unrouteAll({ behavior: 'ignoreErrors' });
    await adminPage.context().close();
  });
});
