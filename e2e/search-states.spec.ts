import { toasts } from './catalog-data';
import { expect, test } from './fixtures';

test.describe('header search dropdown', () => {
  test('SF-SRCH-02 the dropdown opens from 2 characters (spec D-17), not at 1', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('n');
    // Longer than the debounce: still nothing at one character.
    await page.waitForTimeout(600);
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /Searching|No results found/ })).toHaveCount(0);

    await box.fill('ne');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  });

  test('SF-SRCH-09 a click outside closes the dropdown', async ({ page }) => {
    await page.goto('/products');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('glacier');
    const listbox = page.getByRole('listbox', { name: 'Search results' });
    await expect(listbox).toBeVisible();
    // The announcement bar sits above the header, so the open list never covers it.
    await page.getByRole('region', { name: 'Announcement' }).click();
    await expect(listbox).toHaveCount(0);
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    // The typed text stays; focusing the box again reopens the results.
    await expect(box).toHaveValue('glacier');
  });

  test('SF-SRCH-11 SF-GEN-03 a failed search is silent: No results found, no toast, logged', async ({
    page,
    consoleErrors,
  }) => {
    await page.route('**/api/search**', (route) => route.abort());
    await page.goto('/products');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('glacier');
    await expect(page.getByText('No results found for "glacier"')).toBeVisible();
    await expect(page.getByRole('listbox', { name: 'Search results' })).toHaveCount(0);
    await expect.poll(() => consoleErrors.length).toBeGreaterThan(0);
    await expect(toasts(page)).toHaveCount(0);
  });
});
