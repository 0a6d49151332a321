import type { Page } from '@playwright/test';
import { priceIn, productUnderThreshold, storeCurrency, usd, type StoreCurrency } from './catalog-data';
import { expect, test } from './fixtures';

/** Opens the header menu and picks a currency from its dropdown (SF-HDR-07). */
async function chooseInHeaderMenu(page: Page, currency: StoreCurrency) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: /^Choose currency, current: / }).click();
  const option = page.getByRole('menuitemradio', { name: new RegExp(`\\b${currency.code}\\b`) });
  // SF-CUR-02: the picker shows each currency's symbol, code and name.
  await expect(option).toContainText(currency.symbol);
  await expect(option).toContainText(currency.code);
  await expect(option).toContainText(currency.name);
  await option.click();
  await expect(menu.getByRole('button', { name: `Choose currency, current: ${currency.code}` })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
}

test.describe('currency', () => {
  test('SF-HDR-07 SF-CUR-02..05 SF-CARD-06 R-21 R-44 choosing EUR in the header converts the product page, cards, cart and wishlist, and survives a reload', async ({
    page,
  }) => {
    const product = await productUnderThreshold(page.request);
    const eur = await storeCurrency(page.request, 'EUR');
    const inEur = (cents: number) => priceIn(eur, cents);
    // multiplied by the rate (0.93), so fewer euros than dollars.
    expect(Number(inEur(1000).replace(/[^\d.]/g, ''))).toBeLessThan(10);

    await page.goto(`/product/${product.id}`);
    const heading = page.getByRole('heading', { level: 1, name: product.title });
    await expect(heading).toBeVisible();
    // SF-CUR-03: USD until something else is chosen.
    await expect(
      page.getByRole('button', { name: new RegExp(`^Add to Cart.*${usd(product.priceCents).replace('$', '\\$')}`) }),
    ).toBeVisible();

    await chooseInHeaderMenu(page, eur);
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'marquee_currency')?.value).toBe('EUR');

    // Product page: the price and the Add to Cart button.
    await expect(page.getByText(`Price: ${inEur(product.priceCents)}`)).toBeVisible();
    const add = page.getByRole('button', { name: new RegExp(`^Add to Cart.*${inEur(product.priceCents)}`) });
    await expect(add).toBeVisible();

    // SF-CUR-03: kept across a reload.
    await page.reload();
    await expect(page.getByText(`Price: ${inEur(product.priceCents)}`)).toBeVisible();

    // Cart line and totals (shipping 9.99 USD below the threshold).
    await add.click();
    await expect(page.getByText(`1 ${product.title} added to your cart`)).toBeVisible();
    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: product.title }) });
    await expect(line.getByText(inEur(product.priceCents)).first()).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(inEur(999), { exact: true })).toBeVisible();
    await expect(summary.getByText(inEur(product.priceCents + 999), { exact: true })).toBeVisible();
    await expect(summary.getByText('$')).toHaveCount(0);

    // Wishlist card (R-21: not a fixed $ sign).
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to Wishlist' }).click();
    await expect(page.getByRole('button', { name: 'Remove from Wishlist' })).toBeEnabled();
    await page.goto('/wishlist');
    const wishCard = page.getByRole('article').filter({ has: page.getByRole('heading', { name: product.title }) });
    await expect(wishCard.getByText(inEur(product.priceCents), { exact: true })).toBeVisible();

    // Product cards (SF-CARD-06, SF-CUR-05): every card price on a listing is in euros.
    await page.goto('/products');
    const cardButtons = page.locator('main article').getByRole('button', { name: /^Add to Cart/ });
    await expect(cardButtons.first()).toBeVisible();
    const labels = await cardButtons.allTextContents();
    expect(labels.length).toBeGreaterThan(1);
    for (const label of labels) expect(label).toMatch(/€\d+\.\d{2}$/);
  });

  test('SF-FTR-01 SF-CUR-02 the footer picker lists symbol, code and name and changes the prices too', async ({
    page,
  }) => {
    const product = await productUnderThreshold(page.request);
    const gbp = await storeCurrency(page.request, 'GBP');
    await page.goto(`/product/${product.id}`);
    await expect(page.getByText(`Price: ${usd(product.priceCents)}`)).toBeVisible();

    const footer = page.locator('footer');
    const select = footer.getByLabel('Currency');
    await expect(select).toHaveValue('USD');
    await expect(select.locator('option', { hasText: 'GBP' })).toHaveText(`${gbp.symbol} GBP — ${gbp.name}`);
    await select.selectOption('GBP');
    await expect(page.getByText(`Price: ${priceIn(gbp, product.priceCents)}`)).toBeVisible();

    // The header menu shows the same choice.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Choose currency, current: GBP' }),
    ).toBeVisible();
  });

  test('R-44 yen have no decimals', async ({ page }) => {
    const product = await productUnderThreshold(page.request);
    const jpy = await storeCurrency(page.request, 'JPY');
    await page.goto('/');
    // The choice is remembered in a cookie, which the server renders the page with.
    await page.context().addCookies([{ name: 'marquee_currency', value: 'JPY', url: page.url() }]);
    await page.goto(`/product/${product.id}`);
    const text = priceIn(jpy, product.priceCents);
    expect(text).toMatch(/^¥[\d,]+$/);
    await expect(page.getByText(`Price: ${text}`)).toBeVisible();
  });
});
