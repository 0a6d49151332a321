import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

interface ProductCard {
  id: number;
  title: string;
  translations: Record<string, { title?: string }>;
}

/** The first product of the /products listing (page 1, newest first) that has a Hebrew title. */
async function listedProductWithHebrewTitle(page: Page) {
  const response = await page.request.get('/api/products?pageSize=24&sort=newest');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: ProductCard[] };
  const product = items.find((item) => item.translations.he?.title?.trim());
  expect(product, 'the demo seed gives some listed products a Hebrew title').toBeDefined();
  return product as ProductCard & { translations: { he: { title: string } } };
}

async function chooseLanguage(page: Page, menuLabel: string, languageName: string) {
  await page.getByRole('button', { name: menuLabel }).click();
  const menu = page.getByRole('dialog');
  // The radio itself is visually hidden inside its label; a shopper clicks the label.
  // Choosing goes to the page's address in that language (decision 099): a new document.
  await Promise.all([
    page.waitForEvent('framenavigated'),
    menu.locator('label').filter({ hasText: languageName }).click(),
  ]);
}

test.describe('language switch', () => {
  test('SF-I18N-03 SF-I18N-05 choosing עברית goes to the page in right-to-left Hebrew at /he/…, survives a reload, and English goes back', async ({
    page,
  }) => {
    const product = await listedProductWithHebrewTitle(page);
    await page.goto('/products?sort=newest');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('dir', 'ltr');

    // Issue 29: the switch navigates to the same page's Hebrew address, query kept.
    await chooseLanguage(page, 'Open menu', 'עברית');
    await expect(page).toHaveURL(/\/he\/products\?sort=newest$/);
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'he');

    await expect(page.locator('footer').getByText('קישורים מהירים')).toBeVisible();
    // SF-I18N-05: the card shows the product's Hebrew title, not the stored English one.
    const card = page.getByRole('link', { name: product.translations.he.title, exact: true });
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: product.title, exact: true })).toHaveCount(0);
    await expectAccessible(page);

    await page.reload();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'he');
    await expect(page.locator('footer').getByText('קישורים מהירים')).toBeVisible();

    // Links inside a Hebrew page stay in Hebrew: the card opens /he/product/<id>.
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/he/product/${product.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.translations.he.title);

    await chooseLanguage(page, 'פתיחת התפריט', 'English');
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    expect(new URL(page.url()).pathname).toBe(`/product/${product.id}`);
    await expect(html).toHaveAttribute('dir', 'ltr');
    await expect(html).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title);
    await expect(page.locator('footer').getByText('Quick Links')).toBeVisible();
  });

  test('issue 29: a returning Hebrew reader who opens the front door lands on /he; an English address stays English', async ({
    page,
  }) => {
    await page.goto('/');
    await chooseLanguage(page, 'Open menu', 'עברית');
    await expect(page).toHaveURL(/\/he$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/he$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'he');
    // Any other address shows the language it names, whatever was chosen before.
    await page.goto('/films');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('SF-SRCH SF-I18N-05 in Hebrew, search finds a product by its Hebrew title and shows that title', async ({
    page,
  }) => {
    const product = await listedProductWithHebrewTitle(page);
    await page.goto('/he/products');

    // The first Hebrew word of the title: nothing in the English texts contains it.
    const word = product.translations.he.title.split(/\s+/).find((w) => w.length >= 3)!;
    await page.getByRole('combobox', { name: 'חיפוש' }).fill(word);
    const results = page.getByRole('listbox', { name: 'תוצאות חיפוש' });
    await expect(results.getByRole('option', { name: new RegExp(product.translations.he.title) })).toBeVisible();
  });

  test('SF-I18N the home page passes axe in Hebrew @phone', async ({ page }) => {
    await page.goto('/he');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('footer').getByText('קישורים מהירים')).toBeVisible();
    await expectAccessible(page);
  });
});
