import type { APIRequestContext, Page } from '@playwright/test';
import { admin, expect, expectAccessible, newShopper, test } from './fixtures';
import { mailedOrderLink } from './mailed-link';

interface Product {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

interface PlacedOrder {
  order: {
    orderNumber: string;
    status: string;
    email: string;
    paymentMethod: string;
    display: { currency: string; minorUnitDigits: number; amounts: { total: number } };
    items: { name: string }[];
  };
}

/** The CSRF check wants writes from the store's own origin, as the browser sends them. */
function origin(): string {
  return new URL(test.info().project.use.baseURL!).origin;
}

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, what: string): Promise<T> {
  expect(response.ok(), `${what}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Buys two products as a guest the way the checkout does, through the page's own request
 * context (its cookies are the browser's, so this browser is the order's guest owner):
 * cart, payment started, the test provider's approval, capture.
 */
async function placeOrder(page: Page, email: string): Promise<PlacedOrder> {
  const request = page.request;
  const headers = { origin: origin() };
  const listing = await ok<{ items: Product[] }>(await request.get('/api/products?pageSize=100'), 'products');
  const products = listing.items.filter((product) => product.stockQuantity >= 5).slice(0, 2);
  expect(products, 'two seeded products in stock').toHaveLength(2);
  for (const product of products)
    await ok(await request.post('/api/cart/items', { headers, data: { productId: product.id, quantity: 1 } }), 'cart');
  const started = await ok<{ providerOrderId: string }>(
    await request.post('/api/checkout/orders', {
      headers,
      data: {
        email,
        shippingAddress: {
          name: 'Rosa Parks',
          line1: '12 Cinema Street',
          city: 'Montgomery',
          postalCode: '36104',
          country: 'US',
        },
      },
    }),
    'start payment',
  );
  const id = encodeURIComponent(started.providerOrderId);
  await ok(
    await request.post(`/api/checkout/orders/${id}/test-approval`, { headers, data: { outcome: 'approve' } }),
    'approve',
  );
  return ok<PlacedOrder>(await request.post(`/api/checkout/orders/${id}/capture`, { headers }), 'capture');
}

/** The total as the pages format it: minor units of the order's display currency (USD here). */
function formattedTotal(order: PlacedOrder['order']): string {
  const { currency, minorUnitDigits, amounts } = order.display;
  expect(currency).toBe('USD');
  return `$${(amounts.total / 10 ** minorUnitDigits).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
}

/** A page of another context (not the fixture's): wait for hydration as the fixture does. */
async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

const newEmail = () => `buyer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

test.describe('order pages', () => {
  test('SF-CONF-01..04 R-23 R-25 the confirmation shows the real order and ignores amount=1 @phone', async ({
    page,
  }) => {
    const email = newEmail();
    const { order } = await placeOrder(page, email);
    await page.goto(`/order-confirmation?order=${encodeURIComponent(order.orderNumber)}&amount=1`);

    await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
    await expect(page.getByText(`Order #${order.orderNumber}`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByTestId('order-total')).toHaveText(formattedTotal(order));
    await expect(summary.getByText(order.paymentMethod, { exact: true })).toBeVisible();
    await expect(summary.getByText('Processing', { exact: true })).toBeVisible();
    await expect(page.getByText('$1.00')).toHaveCount(0);
    await expect(page.getByText(`A confirmation e-mail has been sent to ${email}.`)).toBeVisible();
    for (const item of order.items)
      await expect(page.getByRole('region', { name: 'Items' }).getByText(item.name)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping address' }).getByText('12 Cinema Street')).toBeVisible();
    const next = page.getByRole('region', { name: "What's next?" });
    await expect(next.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Track Your Order' })).toHaveAttribute('href', '/order-tracking');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expectAccessible(page);

    // spec D-01: /order-success redirects with its query.
    await page.goto(`/order-success?order=${encodeURIComponent(order.orderNumber)}&amount=1`);
    await expect(page).toHaveURL(/\/order-confirmation\?order=/);
    await expect(page.getByText(`Order #${order.orderNumber}`)).toBeVisible();
  });

  test('SF-THX-01..08 R-24 the thank-you page shows the real number, total, payment method and status @phone', async ({
    page,
  }) => {
    const email = newEmail();
    const { order } = await placeOrder(page, email);
    await page.goto(`/thank-you?order=${encodeURIComponent(order.orderNumber)}&amount=1`);

    await expect(page.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(`Order #${order.orderNumber}`)).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByTestId('order-total')).toHaveText(formattedTotal(order));
    await expect(summary.getByText(order.paymentMethod, { exact: true })).toBeVisible();
    await expect(summary.getByText('Processing', { exact: true })).toBeVisible();
    await expect(page.getByText('$1.00')).toHaveCount(0);
    await expect(page.getByText(`A confirmation e-mail has been sent to ${email}.`)).toBeVisible();
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByText('Processing takes 1-2 business days.')).toBeVisible();
    await expect(steps.getByText('Your order ships within 3-5 business days.')).toBeVisible();
    await expect(steps.getByText('Delivery takes 7-10 business days.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/order-tracking');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('link', { name: 'View Order Details' })).toHaveAttribute('href', '/order-tracking');
    await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/page/contact-us');
    await expectAccessible(page);
  });

  test('R-23 another browser sees not-found without the e-mailed link and the order with it', async ({
    page,
    browser,
  }) => {
    const email = newEmail();
    const { order } = await placeOrder(page, email);
    const baseURL = test.info().project.use.baseURL!;
    const stranger = await browser.newContext({ baseURL });
    try {
      const other = await stranger.newPage();
      const number = encodeURIComponent(order.orderNumber);
      for (const path of [`/order-confirmation?order=${number}`, `/thank-you?order=${number}`]) {
        await gotoHydrated(other, path);
        await expect(other.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
        await expect(other.getByText(order.orderNumber)).toHaveCount(0);
        await expect(other.getByRole('link', { name: 'Find Your Order' })).toHaveAttribute('href', '/order-tracking');
        await expect(other.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
      }
      await expectAccessible(other);
      // A wrong token opens nothing either.
      await gotoHydrated(other, `/order-confirmation?order=${number}&token=not-the-token`);
      await expect(other.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();

      // Issue 27 point 2: the link's token is exchanged for a cookie and leaves the address.
      await gotoHydrated(other, await mailedOrderLink(email, order.orderNumber));
      await expect(other).toHaveURL(new RegExp(`/order-confirmation\\?order=${number}$`));
      await expect(other.getByText(`Order #${order.orderNumber}`)).toBeVisible();
      await expect(other.getByTestId('order-total')).toHaveText(formattedTotal(order));
    } finally {
      await stranger.close();
    }
  });

  test('R-22 SF-TRACK-01..04 order tracking lists this browser’s order as Processing, without Track Package', async ({
    page,
  }) => {
    await page.goto('/order-tracking');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Tracking' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
    await expectAccessible(page);

    const { order } = await placeOrder(page, newEmail());
    await page.reload();
    const card = page.getByRole('article', { name: `Order #${order.orderNumber}` });
    await expect(card).toBeVisible();
    await expect(card.getByText('Processing', { exact: true }).first()).toBeVisible();
    await expect(card.getByText(formattedTotal(order))).toBeVisible();
    await expect(card.getByText('Processing takes 1-2 business days.')).toBeVisible();
    await expect(card.getByText('Your order ships within 3-5 business days.')).toBeVisible();
    await expect(card.getByText('Delivery takes 7-10 business days.')).toBeVisible();
    await expect(card.getByRole('link', { name: 'Track Package' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Track Package' })).toHaveCount(0);
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('R-22 a lookup by number and e-mail finds the order; a wrong e-mail gets the not-found message', async ({
    page,
    browser,
  }) => {
    const email = newEmail();
    const { order } = await placeOrder(page, email);
    const stranger = await browser.newContext({ baseURL: test.info().project.use.baseURL! });
    try {
      const other = await stranger.newPage();
      await gotoHydrated(other, '/order-tracking');
      await expect(other.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      const form = other.getByRole('region', { name: 'Look up an order' });

      // Field errors before anything is sent.
      await form.getByRole('button', { name: 'Find Order' }).click();
      await expect(form.getByText('Order number is required')).toBeVisible();
      await expect(form.getByText('Email is required')).toBeVisible();

      await form.getByLabel('Order number').fill(order.orderNumber);
      await form.getByLabel('Email').fill(`someone-else-${email}`);
      await form.getByRole('button', { name: 'Find Order' }).click();
      await expect(form.getByRole('alert')).toHaveText('We could not find an order with that number and e-mail.');
      await expect(form.getByRole('article')).toHaveCount(0);

      await form.getByLabel('Email').fill(email.toUpperCase());
      await form.getByRole('button', { name: 'Find Order' }).click();
      const card = form.getByRole('article', { name: `Order #${order.orderNumber}` });
      await expect(card).toBeVisible();
      await expect(card.getByText(formattedTotal(order))).toBeVisible();
      await expect(form.getByRole('alert')).toHaveCount(0);
      await expectAccessible(other);
    } finally {
      await stranger.close();
    }
  });

  test('R-22 a signed-in customer sees their orders on another device, and a stranger does not', async ({
    page,
    browser,
  }) => {
    const shopper = newShopper();
    const headers = { origin: origin() };
    await ok(await page.request.post('/api/auth/sign-up', { headers, data: shopper }), 'sign up');
    const { order } = await placeOrder(page, shopper.email);

    const baseURL = test.info().project.use.baseURL!;
    const laptop = await browser.newContext({ baseURL });
    const stranger = await browser.newContext({ baseURL });
    try {
      await ok(
        await laptop.request.post('/api/auth/sign-in', {
          headers,
          data: { email: shopper.email, password: shopper.password },
        }),
        'sign in',
      );
      const signedIn = await laptop.newPage();
      await gotoHydrated(signedIn, '/order-tracking');
      await expect(signedIn.getByRole('article', { name: `Order #${order.orderNumber}` })).toBeVisible();
      await gotoHydrated(signedIn, `/thank-you?order=${encodeURIComponent(order.orderNumber)}`);
      await expect(signedIn.getByTestId('order-total')).toHaveText(formattedTotal(order));

      const other = await stranger.newPage();
      await gotoHydrated(other, '/order-tracking');
      await expect(other.getByRole('heading', { name: 'No orders yet' })).toBeVisible();
      await expect(other.getByText(order.orderNumber)).toHaveCount(0);
    } finally {
      await laptop.close();
      await stranger.close();
    }
  });

  test('SF-TRACK-03 spec D-06 the admin ships orders and the customer sees progress and Track Package', async ({
    page,
    browser,
  }) => {
    const withPage = await placeOrder(page, newEmail());
    const withoutPage = await placeOrder(page, newEmail());
    const baseURL = test.info().project.use.baseURL!;
    const staff = await browser.newContext({ baseURL });
    const headers = { origin: origin() };
    let trackingUrl: string | null = null;
    const ship = (orderNumber: string, carrier: string) =>
      staff.request.post(`/api/admin/orders/${encodeURIComponent(orderNumber)}/status`, {
        headers,
        data: { to: 'shipping', carrier, trackingNumber: '1Z999AA10123456784', estimatedDelivery: '2026-12-04' },
      });
    try {
      await ok(
        await staff.request.post('/api/auth/admin-sign-in', {
          headers,
          data: { email: admin.email, password: admin.password },
        }),
        'admin sign in',
      );
      const shipped = await ok<{ status: string; trackingUrl: string | null }>(
        await ship(withPage.order.orderNumber, 'UPS'),
        'ship with UPS',
      );
      expect(shipped.status).toBe('shipping');
      expect(shipped.trackingUrl).toBeTruthy();
      trackingUrl = shipped.trackingUrl;
      // A carrier the server has no tracking page for.
      await ok(await ship(withoutPage.order.orderNumber, 'Marquee Courier'), 'ship with a local courier');
    } finally {
      await staff.close();
    }

    await page.goto('/order-tracking');
    const card = page.getByRole('article', { name: `Order #${withPage.order.orderNumber}` });
    await expect(card.getByText('Shipping', { exact: true }).first()).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '66');
    const track = card.getByRole('link', { name: 'Track Package' });
    await expect(track).toHaveAttribute('href', trackingUrl!);
    await expect(track).toHaveAttribute('target', '_blank');
    await expect(card.getByText('Estimated delivery')).toBeVisible();
    await expectAccessible(page);

    // Without a carrier page, the button shows the tracking number.
    const other = page.getByRole('article', { name: `Order #${withoutPage.order.orderNumber}` });
    const button = other.getByRole('button', { name: 'Track Package' });
    await expect(other.getByText('1Z999AA10123456784')).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(other.getByText('1Z999AA10123456784')).toBeVisible();
  });
});
