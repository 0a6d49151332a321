import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const CATEGORY = 'Toys & Figures';

async function categoryId(page: Page, name: string): Promise<number> {
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
  const category = categories.find((c) => c.name === name);
  expect(category, name).toBeTruthy();
  return category!.id;
}

/** The '{n} products found' line as a number. */
async function foundCount(page: Page): Promise<number> {
  const line = page.getByText(/^\d+ products? found$/);
  await expect(line).toBeVisible();
  return Number((await line.textContent())!.match(/\d+/)![0]);
}

/** Filters start closed on phones; open them when the panel is hidden. */
async function openFilters(page: Page) {
  const show = page.getByRole('button', { name: /^Show Filters/ });
  if (await show.isVisible()) await show.click();
  await expect(page.getByRole('heading', { name: 'Filters', exact: true })).toBeVisible();
}

const cards = (page: Page) => page.locator('main ul > li article');

test.describe('category page and product listing', () => {
  test('SF-CAT-01 a category shows its heading, products and the count', async ({ page }) => {
    await page.goto(`/category/${await categoryId(page, CATEGORY)}`);
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY })).toBeVisible();
    const count = await foundCount(page);
    expect(count).toBeGreaterThan(0);
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBe(Math.min(count, 24));
    await expect(page).toHaveTitle(`${CATEGORY} | Marquee`);
  });

  test('SF-CAT-07 choosing a filter narrows the list and the count; Clear All restores it @phone', async ({ page }) => {
    await page.goto(`/category/${await categoryId(page, CATEGORY)}`);
    const before = await foundCount(page);
    await openFilters(page);

    const option = page.getByRole('checkbox', { name: /limited edition/i });
    const optionCount = Number((await option.locator('xpath=ancestor::label').textContent())!.match(/(\d+)\s*$/)![1]);
    expect(optionCount).toBeLessThan(before);
    await option.check();
    await expect(page).toHaveURL(/tags=\d+/);
    await expect(page.getByText(`${optionCount} products found`)).toBeVisible();
    await expect(cards(page)).toHaveCount(optionCount);
    // The toggle counts the selected values and groups (SF-CAT-02).
    await expect(page.getByRole('button', { name: /Filters 1 filter · 1 group/ })).toBeVisible();

    // The selection survives a reload (it lives in the URL).
    await page.reload();
    await expect(page.getByText(`${optionCount} products found`)).toBeVisible();

    await openFilters(page);
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByText(`${before} products found`)).toBeVisible();
    await expect(page).not.toHaveURL(/tags=/);
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);

    // Back returns to the filtered list.
    await page.goBack();
    await expect(page.getByText(`${optionCount} products found`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /limited edition/i })).toBeChecked();
  });

  test('SF-CAT-03 sorting by price low to high orders the prices', async ({ page }) => {
    await page.goto(`/category/${await categoryId(page, CATEGORY)}`);
    const sort = page.getByLabel('Sort by');
    await expect(sort.locator('option')).toHaveText([
      'Newest First',
      'Name A-Z',
      'Name Z-A',
      'Price Low to High',
      'Price High to Low',
    ]);
    await sort.selectOption({ label: 'Price Low to High' });
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(async () => {
      const texts = await cards(page).allTextContents();
      const prices = texts.map((text) => Number(text.match(/\$(\d+(?:,\d{3})*\.\d{2})/)![1]!.replace(',', '')));
      expect(prices.length).toBeGreaterThan(1);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }).toPass();
  });

  test('SF-CAT-10 an unknown category shows a not-found heading and message', async ({ page }) => {
    await page.goto('/category/999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Category Not Found' })).toBeVisible();
    await expect(page.getByText("The category you're looking for doesn't exist.")).toBeVisible();
  });

  test('R-35 /products lists every product', async ({ page }) => {
    const { total } = (await (await page.request.get('/api/products?pageSize=1')).json()) as { total: number };
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    expect(await foundCount(page)).toBe(total);
    await expect(cards(page)).toHaveCount(Math.min(total, 24));
    if (total > 24) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    }
  });

  test('SF-CAT axe finds no serious violations on the category page @phone', async ({ page }) => {
    await page.goto(`/category/${await categoryId(page, CATEGORY)}`);
    await expect(cards(page).first()).toBeVisible();
    await openFilters(page);
    await expectAccessible(page);
  });
});

test.describe('header search', () => {
  test('SF-SRCH-04 a typo still finds Nebula Drift, and choosing a result opens it and clears the box', async ({
    page,
  }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('nebla');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await expect(listbox.getByRole('group', { name: 'Products' })).toBeVisible();
    await expect(
      listbox.getByRole('group', { name: 'Other Results' }).getByRole('option', { name: /Nebula Drift/ }),
    ).toBeVisible();
    const product = listbox.getByRole('option', { name: /Nebula Drift Ceramic Mug/ });
    await product.click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Nebula Drift Ceramic Mug' })).toBeVisible();
    await expect(box).toHaveValue('');
  });

  test('SF-SRCH keyboard: arrows and Enter choose, Escape closes, clear empties the box', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('zzqqxx');
    await expect(page.getByText('No results found for "zzqqxx"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(box).toHaveValue('');

    await box.fill('glacier');
    await expect(page.getByRole('listbox')).toBeVisible();
    await box.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await box.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
    await box.press('Enter');
    await expect(page).toHaveURL(/\/(product|category|film|custom)\//);
    await expect(box).toHaveValue('');
  });
});
