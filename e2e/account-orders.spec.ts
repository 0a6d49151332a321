import type { Page } from '@playwright/test';
import { admin, expect, expectAccessible, newShopper, signUpThroughApi, test } from './fixtures';

interface Product {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

const base = () => test.info().project.use.baseURL!;

/** Seeded products with stock to spare, each a different one. */
async function productsInStock(page: Page, count: number): Promise<Product[]> {
  const response = await page.request.get('/api/products?pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const found = items.filter((p) => p.stockQuantity >= 20 && p.priceCents >= 1000).slice(0, count);
  expect(found, `${count} seeded products with stock`).toHaveLength(count);
  return found;
}

/** The signed-in shopper buys the products through the checkout and the offline test provider. */
async function placeOrder(page: Page, shopper: ReturnType<typeof newShopper>, products: Product[]): Promise<string> {
  for (const product of products) {
    const added = await page.request.post('/api/cart/items', {
      data: { productId: product.id, quantity: 1 },
      headers: { origin: base() },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  await page.goto('/checkout');
  await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
  await page.getByLabel('Full name').fill('Rosa Parks');
  await page.getByLabel('Address', { exact: true }).fill('12 Cleveland Ave');
  await page.getByLabel('City').fill('Montgomery');
  await page.getByLabel('Postal code').fill('36104');
  await page.getByLabel('Country').selectOption('US');
  const payment = page.getByRole('button', { name: 'Payment', exact: true });
  if ((await payment.getAttribute('aria-expanded')) !== 'true') await payment.click();
  await page.getByRole('button', { name: 'Approve test payment' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+$/);
  return new URL(page.url()).searchParams.get('order')!;
}

test.describe('account: Orders and Dream Box tabs (issue 12)', () => {
  test('ACC-16..21 MSG-ACC-08 a customer finds the order in Orders, opens it, goes back, reloads on it and buys it again; nobody else can open it', async ({
    page,
  }) => {
    const shopper = newShopper();
    await signUpThroughApi(page, shopper);
    const products = await productsInStock(page, 3);
    const orderNumber = await placeOrder(page, shopper, products);

    await page.goto('/account');
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/account\?tab=orders$/);
    const card = page.getByRole('article', { name: `Order #${orderNumber}` });
    await expect(card).toBeVisible();
    // ACC-17: two of the three lines, then the count of the rest.
    await expect(card.getByText('+1 more item')).toBeVisible();
    let shown = 0;
    for (const product of products) shown += await card.getByText(product.title, { exact: true }).count();
    expect(shown).toBe(2);
    await expectAccessible(page);

    await card.getByRole('link', { name: `Order #${orderNumber}` }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]order=${orderNumber}`));
    const detail = page.getByRole('article', { name: `Order ${orderNumber}` });
    await expect(detail.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    const steps = detail.getByRole('list', { name: `Progress of order ${orderNumber}` }).getByRole('listitem');
    await expect(steps).toHaveText([/Order Placed/, /Processing/, /Shipped/, /Delivered/]);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(detail.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    await expect(detail.getByText('33% complete')).toBeVisible();
    const facts = detail.getByRole('region', { name: 'Order details' });
    await expect(facts.getByText(orderNumber)).toBeVisible();
    await expect(facts.getByText('Not shipped yet')).toBeVisible();
    await expect(facts.getByText('USD', { exact: true })).toBeVisible();
    for (const product of products) await expect(detail.getByText(product.title, { exact: true })).toBeVisible();
    await expect(detail.getByText('12 Cleveland Ave')).toBeVisible();
    await expectAccessible(page);

    // ACC-18: Back to the list; the browser's Back returns to the order, and a reload keeps it.
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page).not.toHaveURL(/order=/);
    await expect(card).toBeVisible();
    await page.goBack();
    await expect(detail.getByText('33% complete')).toBeVisible();
    await page.reload();
    await expect(detail.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(detail.getByText('33% complete')).toBeVisible();

    // Buy again: the cart was emptied by the purchase; now the header counts the lines put back.
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await detail.getByRole('button', { name: 'Buy again' }).click();
    await expect(page.getByText(/^Added to your cart: /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

    // ACC-21: another customer gets not-found for this order, with the way back to their own list.
    await page.context().clearCookies();
    await signUpThroughApi(page, newShopper());
    await page.goto(`/account?tab=orders&order=${orderNumber}`);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(products[0]!.title)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to orders' }).click();
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start Shopping' })).toBeVisible();
  });

  test('ACC-19 ACC-20 after the admin ships it, the order shows Shipped, 66 %, the carrier link and the estimated delivery', async ({
    page,
    browser,
  }) => {
    const shopper = newShopper();
    await signUpThroughApi(page, shopper);
    const orderNumber = await placeOrder(page, shopper, await productsInStock(page, 1));

    // The admin ships it with UPS, in a browser of their own.
    const staff = await browser.newContext({ baseURL: base() });
    const staffPage = await staff.newPage();
    await staffPage.goto('/admin/login');
    await staffPage.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await staffPage.getByLabel('Username').fill(admin.email);
    await staffPage.getByLabel('Password').fill(admin.password);
    await staffPage.getByRole('button', { name: 'Sign In' }).click();
    await expect(staffPage).toHaveURL(/\/admin$/);
    const shipped = await staffPage.request.post(`/api/admin/orders/${orderNumber}/status`, {
      data: { to: 'shipping', carrier: 'UPS', trackingNumber: '1Z999AA10123456784', estimatedDelivery: '2030-01-15' },
      headers: { origin: base() },
    });
    expect(shipped.ok(), await shipped.text()).toBe(true);
    await staff.close();

    await page.goto(`/account?tab=orders&order=${orderNumber}`);
    const detail = page.getByRole('article', { name: `Order ${orderNumber}` });
    const steps = detail.getByRole('list', { name: `Progress of order ${orderNumber}` }).getByRole('listitem');
    await expect(steps.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(detail.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    await expect(detail.getByText('66% complete')).toBeVisible();
    const facts = detail.getByRole('region', { name: 'Order details' });
    const tracking = facts.getByRole('link', { name: /1Z999AA10123456784/ });
    await expect(tracking).toHaveAttribute('href', /ups\.com.*1Z999AA10123456784/);
    await expect(tracking).toHaveAttribute('target', '_blank');
    await expect(tracking).toHaveAttribute('rel', /noopener/);
    await expect(facts.getByText('January 15, 2030')).toBeVisible();
    await expect(detail.getByRole('link', { name: /Track Package/ })).toBeVisible();
  });

  test('ACC-23 MSG-ACC-08 without a subscription the Dream Box tab offers Browse Dream Box Options, to the checkout offer @phone', async ({
    page,
  }) => {
    await signUpThroughApi(page, newShopper());
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Dream Box' }).click();
    await expect(page).toHaveURL(/\/account\?tab=dream-box$/);
    await expect(page.getByRole('heading', { name: 'No Dream Box yet' })).toBeVisible();
    await expectAccessible(page);
    const browse = page.getByRole('link', { name: 'Browse Dream Box Options' });
    await expect(browse).toHaveAttribute('href', '/checkout?dreambox=true');
    await browse.click();
    await expect(page).toHaveURL(/\/checkout\?dreambox=true$/);
    await expect(
      page.getByRole('region', { name: 'Dream Box' }).getByRole('switch', { name: 'Add Dream Box to my order' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  test('ACC-22 a Dream Box taken at checkout shows its picks, price and billing date, and is cancelled in the store', async ({
    page,
  }) => {
    await signUpThroughApi(page, newShopper());
    const config = (await (await page.request.get('/api/checkout/config')).json()) as {
      dreamBox: { films: { title: string }[]; categories: { name: string }[] };
    };
    await page.goto('/checkout?dreambox=true');
    const offer = page.getByRole('region', { name: 'Dream Box' });
    await offer
      .getByRole('group', { name: /Pick your films/ })
      .getByRole('checkbox')
      .first()
      .check({ force: true });
    await offer
      .getByRole('group', { name: /Pick your categories/ })
      .getByRole('checkbox')
      .first()
      .check({ force: true });
    const payment = page.getByRole('button', { name: 'Payment', exact: true });
    if ((await payment.getAttribute('aria-expanded')) !== 'true') await payment.click();
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(page.getByText('Payment & Subscription Successful!')).toBeVisible();

    await page.goto('/account?tab=dream-box');
    const tab = page.getByRole('region', { name: 'Your Dream Box subscription' });
    await expect(tab.getByText('Active', { exact: true })).toBeVisible();
    await expect(tab.getByText(config.dreamBox.films[0]!.title, { exact: true })).toBeVisible();
    await expect(tab.getByAltText(`Poster of ${config.dreamBox.films[0]!.title}`)).toBeVisible();
    await expect(tab.getByText(config.dreamBox.categories[0]!.name, { exact: true })).toBeVisible();
    await expect(tab.getByText('$29.99 / month')).toBeVisible();
    await expect(tab.getByText('Next billing date')).toBeVisible();
    await expectAccessible(page);

    // A thought better of: the dialog keeps it.
    await tab.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your Dream Box?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect(dialog).toBeHidden();
    await expect(tab.getByText('Active', { exact: true })).toBeVisible();

    await tab.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect(page.getByText('Your Dream Box is cancelled.')).toBeVisible();
    await expect(tab.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(tab.getByText(/^Your last box ships by /)).toBeVisible();
    await expect(tab.getByRole('button', { name: 'Cancel subscription' })).toHaveCount(0);
    await page.reload();
    await expect(tab.getByText(/^Your last box ships by /)).toBeVisible();
  });
});
