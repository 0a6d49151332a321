import type { Page } from '@playwright/test';
import { expect, expectAccessible, newShopper, signUpThroughUi, test } from './fixtures';

interface Product {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

interface OrderView {
  orderNumber: string;
  display: { currency: string; minorUnitDigits: number; amounts: { total: number; discount: number } };
  couponCode: string | null;
}

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const base = () => test.info().project.use.baseURL!;

/** Seeded products with stock to spare (each run of the suite buys some). */
async function productsInStock(page: Page, count: number): Promise<Product[]> {
  const response = await page.request.get('/api/products?pageSize=100');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Product[] };
  const found = items.filter((p) => p.stockQuantity >= 20 && p.priceCents >= 1000).slice(0, count);
  expect(found, `${count} seeded products with stock`).toHaveLength(count);
  return found;
}

/**
 * Puts a product in this browser's cart through the API (the cart's own spec covers the UI).
 * Called before the first page load: a guest's first requests made at once (a page's own cart
 * read and this write) could otherwise each be given a new guest id.
 */
async function addToCart(page: Page, product: Product, quantity = 1) {
  const response = await page.request.post('/api/cart/items', {
    data: { productId: product.id, quantity },
    headers: { origin: base() },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function fillAddress(page: Page, email = 'guest-buyer@example.com') {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Rosa Parks');
  await page.getByLabel('Address', { exact: true }).fill('12 Cleveland Ave');
  await page.getByLabel('City').fill('Montgomery');
  await page.getByLabel('State / region (optional)').fill('AL');
  await page.getByLabel('Postal code').fill('36104');
  await page.getByLabel('Country').selectOption('US');
}

const paymentToggle = (page: Page) => page.getByRole('button', { name: 'Payment', exact: true });

async function openPayment(page: Page) {
  const toggle = paymentToggle(page);
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.getByText('Test payment — no real money is taken')).toBeVisible();
}

test.describe('checkout', () => {
  test('SF-CHK-01 SF-CHK-04 SF-CPN-01..04 R-23 a guest buys two products with save10 through the test provider', async ({
    page,
  }) => {
    const [first, second] = await productsInStock(page, 2);
    await addToCart(page, first!);
    await addToCart(page, second!);

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText(first!.title)).toBeVisible();
    await expect(summary.getByText(second!.title)).toBeVisible();
    await expect(summary.getByText(usd(first!.priceCents))).toBeVisible();

    // Sections in the spec's order.
    const order = await page.locator('main h2').evaluateAll((headings) => headings.map((h) => h.textContent?.trim()));
    expect(order).toEqual(['Order Summary', 'Dream Box', 'Coupon', 'Totals', 'Contact and shipping', 'Payment']);

    const totals = page.getByRole('region', { name: 'Totals' });
    const subtotal = first!.priceCents + second!.priceCents;
    await expect(totals.getByText(usd(subtotal))).toBeVisible();

    // SF-CPN-01: lower case matches.
    await page.getByLabel('Coupon code').fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Coupon SAVE10 applied')).toBeVisible();
    const discount = Math.round(subtotal * 0.1);
    await expect(totals.getByText(`−${usd(discount)}`)).toBeVisible();
    const shipping = subtotal >= 8500 ? 0 : 999;
    const expectedTotal = usd(subtotal - discount + shipping);
    await expect(page.getByTestId('checkout-total')).toHaveText(expectedTotal);

    // SF-CPN-04: removable, and applied again.
    await page.getByRole('button', { name: 'Remove coupon SAVE10' }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(usd(subtotal + shipping));
    await page.getByLabel('Coupon code').fill('save10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(expectedTotal);

    await fillAddress(page);
    await openPayment(page);
    await page.getByRole('button', { name: 'Approve test payment' }).click();

    await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+$/);
    const url = new URL(page.url());
    const orderNumber = url.searchParams.get('order')!;
    await expect(page.getByText('Payment successful!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

    // The order the server recorded carries the total the checkout showed (read with the buyer's cookies).
    const response = await page.request.get(`/api/orders/${encodeURIComponent(orderNumber)}`);
    expect(response.ok()).toBe(true);
    const placed = (await response.json()) as OrderView;
    expect(placed.orderNumber).toBe(orderNumber);
    expect(placed.couponCode).toBe('SAVE10');
    expect(usd(placed.display.amounts.total)).toBe(expectedTotal);
    // When the confirmation page shows the order, it shows the same number and total.
    const confirmation = page.getByRole('main');
    if (await confirmation.getByText(orderNumber).count()) {
      await expect(confirmation.getByText(expectedTotal).first()).toBeVisible();
    }
  });

  test('MSG-CHK-06 an unknown coupon says Invalid coupon code, accessibly', async ({ page }) => {
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await page.getByLabel('Coupon code').fill('nosuchcode');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid coupon code' })).toBeVisible();
    await expect(page.getByLabel('Coupon code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByTestId('checkout-total')).toHaveText(
      usd(product!.priceCents + (product!.priceCents >= 8500 ? 0 : 999)),
    );
    await expectAccessible(page);
  });

  test('MSG-CHK-02 a declined payment shows the payment error and keeps the cart', async ({ page }) => {
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await fillAddress(page);
    await openPayment(page);
    await page.getByRole('button', { name: 'Decline test payment' }).click();
    await expect(page.getByText('Payment failed')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order Summary' }).getByText(product!.title)).toBeVisible();
    // The buttons are usable again for another try.
    await expect(page.getByRole('button', { name: 'Approve test payment' })).toBeEnabled();
  });

  test('a required field left empty shows its error and nothing is charged', async ({ page }) => {
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await fillAddress(page);
    await page.getByLabel('Postal code').fill('');
    await openPayment(page);
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(page.getByText('Postal code is required')).toBeVisible();
    await expect(page.getByLabel('Postal code')).toBeFocused();
    await expect(page.getByLabel('Postal code')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('SF-CHK-02 SF-CHK-15 SF-DBOX-01..05 R-18 Dream Box picks, the payment lock, sign-up on the way, then Dream Box Active @phone', async ({
    page,
  }) => {
    await page.goto('/checkout?dreambox=true');
    const offer = page.getByRole('region', { name: 'Dream Box' });
    await expect(offer.getByRole('switch', { name: 'Add Dream Box to my order' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(offer.getByText('$29.99 per month')).toBeVisible();
    await expect(offer.getByText('Free shipping worldwide')).toBeVisible();
    await expect(
      page.getByText('Please select at least one film and one category to continue with Dream Box.'),
    ).toBeVisible();
    // MSG-CHK-08: the payment section is locked until the picks are complete.
    const locked = 'Please complete your Dream Box selections above before proceeding with payment.';
    await expect(page.getByText(locked)).toBeVisible();
    await expect(paymentToggle(page)).toHaveAttribute('aria-disabled', 'true');
    await paymentToggle(page).click({ force: true });
    await expect(paymentToggle(page)).toHaveAttribute('aria-expanded', 'false');

    const films = offer.getByRole('group', { name: /Pick your films/ }).getByRole('checkbox');
    for (const index of [0, 1, 2]) await films.nth(index).check({ force: true });
    // A 4th pick is blocked.
    await expect(films.nth(3)).toBeDisabled();
    await expect(offer.getByText('You can pick up to 3. Remove one to choose another.')).toBeVisible();
    await films.nth(2).uncheck({ force: true });
    await expect(films.nth(3)).toBeEnabled();
    const categories = offer.getByRole('group', { name: /Pick your categories/ }).getByRole('checkbox');
    await categories.nth(0).check({ force: true });
    await expect(page.getByText(locked)).toBeHidden();
    await expect(page.getByTestId('checkout-total')).toHaveText('$29.99');
    await expectAccessible(page);

    // A guest is asked for an account; the picks survive the trip.
    await expect(
      page.getByText('Sign in to subscribe to Dream Box, or turn it off to pay for your cart.'),
    ).toBeVisible();
    await offer.getByRole('link', { name: 'Sign in or create an account' }).click();
    await expect(page).toHaveURL(/\/login\?returnTo=/);
    const shopper = newShopper();
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('First name').fill(shopper.firstName);
    await page.getByLabel('Last name').fill(shopper.lastName);
    await page.getByLabel('Password').fill(shopper.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/checkout\?dreambox=true$/);
    await expect(films.nth(0)).toBeChecked();
    await expect(films.nth(1)).toBeChecked();
    await expect(categories.nth(0)).toBeChecked();

    await openPayment(page);
    await expect(page.getByText(/Step 1: start your Dream Box subscription/)).toBeVisible();
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(page.getByText('Payment & Subscription Successful!')).toBeVisible();
    await expect(page.getByText('Your order has been processed and Dream Box subscription activated.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dream Box Active' })).toBeVisible();
  });

  test('SF-CHK-14 a customer pays for goods and Dream Box in two steps, with the saved e-mail prefilled', async ({
    page,
  }) => {
    const shopper = newShopper();
    await signUpThroughUi(page, shopper);
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout?dreambox=true');
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
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
    await fillAddress(page, shopper.email);
    await openPayment(page);
    await expect(page.getByText(/Step 1: pay for your order/)).toBeVisible();
    await expect(page.getByText(/Step 2: start your Dream Box subscription/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve test payment' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(page.getByText(/Order .+ placed\. Now start your Dream Box\./)).toBeVisible();
    await page.getByRole('button', { name: 'Approve test payment' }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+$/);
    await expect(page.getByText('Payment & Subscription Successful!')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Dream Box Active' })).toBeVisible();
  });

  test('a currency the provider does not take is shown, and the USD charge said before payment', async ({ page }) => {
    await page.context().addCookies([{ name: 'marquee_currency', value: 'BRL', url: base() }]);
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total')).toContainText('R$');
    const charged = usd(product!.priceCents + (product!.priceCents >= 8500 ? 0 : 999));
    await expect(page.getByText(`You will be charged ${charged} in USD`)).toBeVisible();
  });

  test('an empty cart offers the way back to the shop', async ({ page }) => {
    await page.goto('/checkout');
    await expect(page.getByRole('heading', { name: 'Nothing to check out' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expectAccessible(page);
  });

  test('the total stays in reach and the page passes axe @phone', async ({ page }, testInfo) => {
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expectAccessible(page);
    if (testInfo.project.name === 'phone') {
      const bar = page.getByRole('button', { name: 'Go to payment' });
      await expect(bar).toBeVisible();
      await bar.click();
      await expect(paymentToggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('button', { name: 'Approve test payment' })).toBeInViewport();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } else {
      await expect(page.getByRole('button', { name: 'Go to payment' })).toBeHidden();
    }
  });
});

/**
 * PayPal's side, offline: the checkout's config says PayPal, and the SDK script is a stand-in
 * whose button does what PayPal's window does (the test provider's approval), so the
 * checkout's createOrder / onApprove / onError wiring runs against the real server.
 */
const FAKE_PAYPAL_SDK = `
window.paypal = {
  Buttons(options) {
    return {
      isEligible: () => true,
      close: async () => {},
      render: async (container) => {
        const pay = document.createElement('button');
        pay.type = 'button';
        pay.textContent = 'Fake PayPal';
        pay.onclick = async () => {
          let allowed = true;
          if (options.onClick) await options.onClick({}, { resolve: async () => {}, reject: async () => { allowed = false; } });
          if (!allowed) return;
          try {
            const id = await options.createOrder();
            await fetch('/api/checkout/orders/' + id + '/test-approval', {
              method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ outcome: 'approve' }),
            });
            await options.onApprove({ orderID: id });
          } catch (error) { options.onError && options.onError(error); }
        };
        const fail = document.createElement('button');
        fail.type = 'button';
        fail.textContent = 'Fake PayPal error';
        fail.onclick = () => options.onError && options.onError(new Error('PayPal says no'));
        container.append(pay, fail);
      },
    };
  },
};`;

async function pretendPayPal(page: Page, sdk: 'fake' | 'unreachable') {
  await page.route('**/api/checkout/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({
      response,
      json: { ...config, provider: 'paypal', isTest: false, paypalClientId: 'sb-client' },
    });
  });
  await page.route('https://www.paypal.com/sdk/js**', (route) =>
    sdk === 'fake'
      ? route.fulfill({ contentType: 'text/javascript', body: FAKE_PAYPAL_SDK })
      : route.abort('connectionrefused'),
  );
}

test.describe('checkout with PayPal (a stand-in SDK)', () => {
  // The server runs the test provider, so its CSP does not list PayPal; the stand-in script needs it bypassed.
  test.use({ bypassCSP: true });

  test('SF-CHK-05 MSG-CHK-02 the SDK is loaded with the parameters of decision 087; PayPal buttons place the order; an error shows the toast', async ({
    page,
  }) => {
    await pretendPayPal(page, 'fake');
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await paymentToggle(page).click();
    await expect(page.getByText('Test payment — no real money is taken')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Fake PayPal', exact: true })).toBeVisible();
    const src = await page.locator('script[src^="https://www.paypal.com/sdk/js"]').getAttribute('src');
    const params = new URL(src!).searchParams;
    expect(Object.fromEntries(params)).toEqual({
      'client-id': 'sb-client',
      currency: 'USD',
      // Decision 087: no vault or Fastlane for a one-off capture.
      components: 'buttons',
      intent: 'capture',
      commit: 'true',
    });

    await page.getByRole('button', { name: 'Fake PayPal error' }).click();
    await expect(page.getByText('Payment failed')).toBeVisible();

    // An invalid form stops PayPal before an order is made.
    await page.getByRole('button', { name: 'Fake PayPal', exact: true }).click();
    await expect(page.getByText('Email is required')).toBeVisible();

    await fillAddress(page);
    await page.getByRole('button', { name: 'Fake PayPal', exact: true }).click();
    await expect(page).toHaveURL(/\/order-confirmation\?order=[^&]+$/);
    await expect(page.getByText('Payment successful!')).toBeVisible();
  });

  test('MSG-CHK-01 a payment script that fails to load shows the payment-system toast', async ({ page }) => {
    await pretendPayPal(page, 'unreachable');
    const [product] = await productsInStock(page, 1);
    await addToCart(page, product!);
    await page.goto('/checkout');
    await paymentToggle(page).click();
    await expect(page.getByText('Payment system unavailable')).toBeVisible();
  });
});
