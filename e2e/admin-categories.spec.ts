import type { Page } from '@playwright/test';
import { adminBrowser, expect, expectAccessible, test } from './fixtures';

const screens = { Categories: '/admin/categories', 'Product Tags': '/admin/categories/tags' } as const;

async function openSection(page: Page, section: keyof typeof screens) {
  await page.goto(screens[section]);
  await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('Admin Categories tab (issue 13)', () => {
  test('ADM-TAG-02 ADM-CATG-01 ADM-CATG-02 ADM-CATG-03 ADM-CATG-04 a tag, then a category with a Hebrew name and that filter: on the storefront, renamed, deleted', async ({
    page,
    browser,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'Admin write flows run on the desktop');
    const id = unique();
    const adminPage = await adminBrowser(browser, page.viewportSize()!);

    // ADM-TAG-02: typed with capitals and spaces, stored lower-case and trimmed.
    await openSection(adminPage, 'Product Tags');
    await adminPage.getByRole('button', { name: 'Add Tag' }).click();
    const tagDialog = adminPage.getByRole('dialog', { name: 'Add a tag' });
    await tagDialog.getByLabel('Name').fill(`  Mixed Case ${id} `);
    await tagDialog.getByLabel('Type').selectOption('franchise');
    await expectAccessible(adminPage);
    await tagDialog.getByRole('button', { name: 'Create Tag' }).click();
    await expect(adminPage.getByText('Tag created successfully')).toBeVisible();
    await expect(tagDialog).toBeHidden();
    const tagName = `mixed case ${id}`;
    await adminPage.getByLabel('Search tags by name').fill(id);
    const tagTable = adminPage.getByRole('table', { name: 'Product Tags' });
    await expect(tagTable.getByRole('row')).toHaveCount(2);
    await expect(tagTable.getByRole('rowheader', { name: tagName, exact: true })).toBeVisible();
    await expect(tagTable.getByText('Franchise')).toBeVisible();

    // ADM-CATG-01 with a Hebrew name and the tag as its filter (ADM-CATG-04).
    await openSection(adminPage, 'Categories');
    await adminPage.getByRole('button', { name: 'Add Category' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Add a category' });
    const name = `E2E Shelf ${id}`;
    const hebrewName = `מדף ${id}`;
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Description', { exact: true }).fill('Made by the admin e2e test');
    await dialog.getByLabel('Hebrew name').fill(hebrewName);
    await dialog.getByLabel('Hebrew description').fill('נוצר בבדיקה');
    await dialog.getByRole('checkbox', { name: tagName }).check();
    await expectAccessible(adminPage);
    await dialog.getByRole('button', { name: 'Create Category' }).click();
    await expect(adminPage.getByText('Category created successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await adminPage.getByLabel('Search categories by name').fill(id);
    const table = adminPage.getByRole('table', { name: 'Categories' });
    await expect(table.getByRole('row')).toHaveCount(2);
    const row = table.getByRole('row').nth(1);
    await expect(row).toContainText(hebrewName);
    await expect(row).toContainText('1 filter');
    const categoryHref = await row.getByRole('link', { name: `View ${name} in the store` }).getAttribute('href');
    const categoryId = Number(categoryHref!.split('/').pop());
    await adminPage.screenshot({ path: testInfo.outputPath('categories-tab.png'), fullPage: true });

    // The storefront: the category page in English, its filter, then in Hebrew.
    await page.goto(categoryHref!);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const facets = await (await page.request.get(`/api/products/facets?categoryId=${categoryId}`)).json();
    expect(JSON.stringify(facets)).toContain(tagName);
    await page.goto(`/he${categoryHref!}`);
    await expect(page.getByRole('heading', { level: 1, name: hebrewName })).toBeVisible();

    // ADM-CATG-02: renaming the English name changes the storefront's name.
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const editDialog = adminPage.getByRole('dialog', { name: `Edit category: ${name}` });
    await expect(editDialog.getByLabel('Name', { exact: true })).toHaveValue(name);
    await expect(editDialog.getByRole('checkbox', { name: tagName })).toBeChecked();
    const renamed = `E2E Renamed ${id}`;
    await editDialog.getByLabel('Name', { exact: true }).fill(renamed);
    await editDialog.getByRole('button', { name: 'Update Category' }).click();
    await expect(adminPage.getByText('Category updated successfully')).toBeVisible();
    await expect(table.getByRole('rowheader', { name: renamed })).toBeVisible();
    await page.goto(categoryHref!);
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();

    // ADM-CATG-03: deleted after the confirmation; the page is gone from the store.
    await table.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = adminPage.getByRole('alertdialog', { name: 'Delete category' });
    await expect(confirm).toContainText('Are you sure you want to delete this category?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(adminPage.getByText('Category deleted successfully')).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2); // the header and "no match"
    expect((await page.request.get(`/api/categories/${categoryId}`)).status()).toBe(404);

    // The tag goes too.
    await openSection(adminPage, 'Product Tags');
    await adminPage.getByLabel('Search tags by name').fill(id);
    await tagTable.getByRole('button', { name: `Delete ${tagName}` }).click();
    await adminPage.getByRole('alertdialog', { name: 'Delete tag' }).getByRole('button', { name: 'Delete' }).click();
    await expect(adminPage.getByText('Tag deleted successfully')).toBeVisible();
    await adminPage.context().close();
  });

  test('the Categories and Product Tags lists are usable and accessible at this width @phone', async ({
    page,
    browser,
  }) => {
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await openSection(adminPage, 'Categories');
    const table = adminPage.getByRole('table', { name: 'Categories' });
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Add Category' })).toBeVisible();
    await expectAccessible(adminPage);
    // The page itself never scrolls sideways; the table scrolls in its own box.
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await openSection(adminPage, 'Product Tags');
    await expect(adminPage.getByRole('table', { name: 'Product Tags' }).getByRole('row').nth(1)).toBeVisible();
    await adminPage.getByLabel('Type', { exact: true }).selectOption('size');
    await expect(adminPage).toHaveURL(/tagType=size/);
    await expectAccessible(adminPage);
    expect(await adminPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await adminPage.context().close();
  });
});
