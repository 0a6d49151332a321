import type { Page } from '@playwright/test';
import { adminBrowser, expect, expectAccessible, test } from './fixtures';

async function openProductSets(page: Page) {
  await page.goto('/admin/products/sets');
  await expect(page.getByRole('heading', { name: 'Product Sets', level: 2 })).toBeVisible();
}

interface Listed {
  id: number;
  title: string;
}

/** Three seeded products: a page that shows no set yet, and two to put in the set. */
async function seededProducts(page: Page) {
  const { items } = (await (await page.request.get('/api/products?pageSize=60&sort=name_asc')).json()) as {
    items: Listed[];
  };
  for (const product of items) {
    const sets = (await (await page.request.get(`/api/products/${product.id}/sets`)).json()) as unknown[];
    if (sets.length === 0) {
      const others = items.filter((item) => item.id !== product.id).slice(0, 2);
      return { target: product, contents: others };
    }
  }
  throw new Error('no seeded product without a set');
}

async function pick(dialog: ReturnType<Page['getByRole']>, group: string, title: string) {
  const picker = dialog.getByRole('group', { name: group });
  await picker.getByLabel('Find a product').fill(title);
  await picker.getByRole('button', { name: `Add ${title}` }).click();
  await expect(picker.getByRole('listitem').filter({ hasText: title })).toBeVisible();
}

test.describe('Admin Product Sets tab (issue 13)', () => {
  test('ADM-SET-01 ADM-SET-02 a set created in the admin shows on the product page, and leaves the open page when deleted', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin write flows run on the desktop');
    const { target, contents } = await seededProducts(page);
    const name = `E2E Bundle ${Date.now().toString(36)}`;
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await openProductSets(adminPage);

    await adminPage.getByRole('button', { name: 'Add Product Set' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add a product set' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Made by the admin e2e test');
    await dialog.getByLabel('Price (USD)').fill('12.34');
    for (const product of contents) await pick(dialog, 'Products in the set', product.title);
    await pick(dialog, 'Shown on these product pages', target.title);
    await expectAccessible(adminPage);
    await adminPage.screenshot({ path: testInfo.outputPath('product-set-form.png') });
    await dialog.getByRole('button', { name: 'Create Set' }).click();
    await expect(adminPage.getByText('Product set created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    const table = adminPage.getByRole('table', { name: 'Product Sets' });
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('$12.34');
    await expect(row).toContainText('2 products');

    // The shopper's product page shows the set; its live stream opens once the page has settled.
    const stream = page.waitForResponse((response) => response.url().endsWith('/api/events'));
    await page.goto(`/product/${target.id}`);
    await stream;
    const card = page.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card.getByText('$12.34', { exact: true })).toBeVisible();
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    // Deleted in the admin, the set leaves the open page without a reload.
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Delete product set' });
    await expect(confirm).toContainText('Are you sure you want to delete this product set?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(adminPage.getByText('Product set deleted successfully')).toBeVisible();
    await expect(card).toBeHidden({ timeout: 15_000 });
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await adminPage.context().close();
  });

  test('the Product Sets list is usable and accessible at this width @phone', async ({ page, browser }) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await openProductSets(adminPage);
    await expect(adminPage.getByRole('table', { name: 'Product Sets' }).getByRole('row').nth(1)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Add Product Set' })).toBeVisible();
    await expectAccessible(adminPage);
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await adminPage.context().close();
  });
});
