import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { apiPaths, paths, preferenceCookies } from '@marquee/contracts';
import { parse } from 'csv-parse/sync';
import { adminBrowser, expect, expectAccessible, newShopper, signUpThroughApi, test } from './fixtures';

/** Issue 29, part 7 (decision 097): the merchant's CSV exports and an order's printable documents. */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

interface ListedProduct {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

/** A guest's own API session (cookies keep its cart; unsafe requests carry the app's Origin). */
async function guestContext(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }) {
  const baseURL = test.info().project.use.baseURL!;
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: {
      origin: baseURL,
      'x-forwarded-for': `10.251.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
}

/** A normal order: `lines` different products in stock, bought in EUR through the offline test provider. */
async function placeOrder(guest: APIRequestContext, name: string, city: string, lines: number) {
  const listed = (await (await guest.get(apiPaths.products.href({ pageSize: 100 }))).json()) as {
    items: ListedProduct[];
  };
  const products = listed.items.filter((p) => p.stockQuantity >= 5 && p.priceCents < 4000).slice(0, lines);
  expect(products).toHaveLength(lines);
  for (const [index, product] of products.entries()) {
    const added = await guest.post(apiPaths.cartItems.href(), { data: { productId: product.id, quantity: index + 1 } });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const started = await guest.post(apiPaths.checkoutOrders.href(), {
    data: {
      email: `buyer-${unique()}@example.com`,
      currency: 'EUR',
      shippingAddress: { name, line1: '12 Projector Lane', city, postalCode: '6100000', country: 'IL' },
    },
  });
  expect(started.status(), await started.text()).toBeLessThan(300);
  const { providerOrderId } = (await started.json()) as { providerOrderId: string };
  const approved = await guest.post(apiPaths.checkoutTestApproval.href(providerOrderId), {
    data: { outcome: 'approve' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const captured = await guest.post(apiPaths.checkoutCapture.href(providerOrderId), { data: {} });
  expect(captured.ok(), await captured.text()).toBe(true);
  const { order } = (await captured.json()) as { order: { orderNumber: string; status: string; email: string } };
  expect(order.status).toBe('processing');
  return { ...order, products };
}

/** What a download holds: its name, its bytes, and its rows read as a spreadsheet would. */
async function readCsv(download: Download) {
  const bytes = await readFile(await download.path());
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  return { name: download.suggestedFilename(), bytes, rows };
}

/** Pages in a PDF: one `/Type /Page` object each (the page tree is `/Type /Pages`). */
const pdfPages = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0;

async function onlyOnePage(page: Page, name: string) {
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({
      format,
      printBackground: true,
      path: test.info().outputPath(`${name}-${format}.pdf`),
    });
    expect(pdfPages(pdf), `${name} on ${format}`).toBe(1);
  }
}

async function openFromOrderDialog(adminPage: Page, orderNumber: string, linkName: RegExp) {
  await adminPage.goto(paths.admin.tab.href('orders', { edit: orderNumber }));
  const dialog = adminPage.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(dialog.getByRole('heading', { name: 'Documents' })).toBeVisible();
  await expectAccessible(adminPage);
  await dialog.getByRole('heading', { name: 'Documents' }).scrollIntoViewIfNeeded();
  await adminPage.screenshot({ path: test.info().outputPath('order-dialog.png') });
  const [opened] = await Promise.all([
    adminPage.context().waitForEvent('page'),
    dialog.getByRole('link', { name: linkName }).click(),
  ]);
  await opened.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return opened;
}

test.describe('merchant tools: CSV exports, invoice and packing slip (issue 29)', () => {
  test('the Orders CSV holds the orders of the list filters, with the columns a merchant reconciles', async ({
    browser,
    page,
    playwright,
  }) => {
    const marker = `Exporter ${unique()}`;
    const guest = await guestContext(playwright);
    const kept = await placeOrder(guest, `${marker} Kept`, 'תל אביב', 1);
    const cancelled = await placeOrder(guest, `${marker} Gone`, 'Haifa', 1);
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    const cancel = await adminPage.request.post(apiPaths.admin.orderStatus.href(cancelled.orderNumber), {
      data: { to: 'cancelled' },
    });
    expect(cancel.ok(), await cancel.text()).toBe(true);

    await adminPage.goto(paths.admin.tab.href('orders'));
    await adminPage.getByLabel('Status').selectOption('processing');
    await adminPage.getByLabel('Search', { exact: true }).fill(marker);
    await adminPage.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(adminPage.getByRole('table', { name: 'Orders' }).getByRole('row')).toHaveCount(2);
    const exportLink = adminPage.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', /status=processing/);

    const [download] = await Promise.all([adminPage.waitForEvent('download'), exportLink.click()]);
    const csv = await readCsv(download);
    expect(csv.name).toMatch(/^marquee-orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.includes('\r\n')).toBe(true);
    expect(csv.rows).toHaveLength(1);
    expect(csv.rows[0]).toMatchObject({
      'Order number': kept.orderNumber,
      Status: 'processing',
      'Customer name': `${marker} Kept`,
      'E-mail': kept.email,
      Items: '1',
      Currency: 'EUR',
      'Shipping country': 'IL',
      'Shipping city': 'תל אביב',
      'Test order': 'yes',
    });
    expect(csv.rows[0]!['Date (UTC)']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(csv.rows[0]!.Total).toMatch(/^\d+\.\d{2}$/);
    await adminPage.context().close();
  });

  test('the Customers CSV holds the customers of the search', async ({ browser, page }) => {
    const shopper = newShopper();
    await signUpThroughApi(page, shopper);
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await adminPage.goto(paths.admin.tab.href('customers'));
    await adminPage.getByLabel('Search', { exact: true }).fill(shopper.email);
    await expect(adminPage.getByRole('table', { name: 'Customers' }).getByRole('row')).toHaveCount(2);
    const exportLink = adminPage.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute('href', new RegExp(`q=${encodeURIComponent(shopper.email)}`));
    const [download] = await Promise.all([adminPage.waitForEvent('download'), exportLink.click()]);
    const csv = await readCsv(download);
    expect(csv.name).toMatch(/^marquee-customers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.rows).toEqual([
      expect.objectContaining({
        'First name': shopper.firstName,
        'Last name': shopper.lastName,
        'E-mail': shopper.email,
        'Paid orders': '0',
        'Total paid (USD)': '0.00',
        'Sign-in enabled': 'yes',
      }),
    ]);
    await adminPage.context().close();
  });

  test('the invoice and the packing slip show the store and the order, and each prints on one page', async ({
    browser,
    page,
    playwright,
  }, testInfo) => {
    // Four axe runs and six PDFs: more than the default minute on a busy machine.
    test.slow();
    const guest = await guestContext(playwright);
    const order = await placeOrder(guest, `Invoice ${unique()}`, 'Tel Aviv', 4);
    const adminPage = await adminBrowser(browser, page.viewportSize()!);

    // The store's postal address is a Site Setting.
    await adminPage.goto(paths.admin.section.href('settings', 'site'));
    await adminPage.getByLabel('Store name').fill('Marquee Film Goods Ltd');
    await adminPage.getByLabel('Postal address').fill('12 Projector Lane\nLondon N1 9GU\nUnited Kingdom');
    await adminPage.getByRole('button', { name: 'Save store address' }).click();
    await expect(adminPage.getByText('Settings updated')).toBeVisible();
    await expectAccessible(adminPage);
    await adminPage
      .getByRole('region', { name: 'Store address' })
      .screenshot({ path: testInfo.outputPath('store-address.png') });

    const invoice = await openFromOrderDialog(adminPage, order.orderNumber, /^Print invoice/);
    await expect(invoice).toHaveURL(paths.admin.orderInvoice.href(order.orderNumber));
    await expect(invoice.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    const sheet = invoice.getByRole('article');
    await expect(sheet.getByRole('img', { name: 'Marquee' })).toBeVisible();
    expect(await sheet.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(sheet.getByText('Marquee Film Goods Ltd')).toBeVisible();
    await expect(sheet.getByText('London N1 9GU')).toBeVisible();
    await expect(sheet.getByText(order.orderNumber)).toBeVisible();
    await expect(sheet.getByRole('heading', { name: 'Billed to' })).toBeVisible();
    await expect(sheet.getByText(order.email)).toBeVisible();
    await expect(sheet.getByText('6100000 Tel Aviv')).toBeVisible();
    await expect(sheet.getByText('Israel')).toBeVisible();
    const lines = sheet.getByRole('table').getByRole('row');
    await expect(lines).toHaveCount(5); // the header and four products
    await expect(sheet.getByRole('columnheader', { name: 'Unit price' })).toBeVisible();
    for (const [index, product] of order.products.entries()) {
      const row = lines.filter({ hasText: product.title });
      await expect(row.getByRole('cell').nth(1)).toHaveText(String(index + 1));
      await expect(row.getByRole('cell').nth(2)).toHaveText(/€/);
    }
    await expect(sheet.getByText('Total (EUR)')).toBeVisible();
    await expect(sheet.getByText('Test order: no payment was taken.')).toBeVisible();
    await expectAccessible(invoice);
    await invoice.screenshot({ path: testInfo.outputPath('invoice.png'), fullPage: true });

    // On paper: the sheet alone, on one page of A4 and of Letter.
    await invoice.emulateMedia({ media: 'print' });
    await expect(invoice.getByRole('navigation', { name: 'Document' })).toBeHidden();
    await invoice.setViewportSize({ width: 794, height: 1123 });
    await invoice.screenshot({ path: testInfo.outputPath('invoice-print.png'), fullPage: true });
    await onlyOnePage(invoice, 'invoice');
    await invoice.emulateMedia({ media: 'screen' });

    await invoice.getByRole('link', { name: 'Packing slip' }).click();
    await expect(invoice).toHaveURL(paths.admin.orderPackingSlip.href(order.orderNumber));
    await expect(invoice.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
    const slip = invoice.getByRole('article');
    await expect(slip.getByRole('table').getByRole('row')).toHaveCount(5);
    await expect(slip.getByRole('columnheader', { name: 'Qty' })).toBeVisible();
    await expect(slip.getByText('Units in this parcel: 10')).toBeVisible();
    // No prices travel in the parcel.
    await expect(slip.getByRole('columnheader', { name: 'Unit price' })).toHaveCount(0);
    await expect(slip.getByText(/€|Total/)).toHaveCount(0);
    await expect(slip.getByRole('heading', { name: 'Billed to' })).toHaveCount(0);
    await expectAccessible(invoice);
    await invoice.screenshot({ path: testInfo.outputPath('packing-slip.png'), fullPage: true });
    await invoice.emulateMedia({ media: 'print' });
    await onlyOnePage(invoice, 'packing-slip');
    await invoice.emulateMedia({ media: 'screen' });

    // In Hebrew the sheet reads right to left and still prints on one page.
    await invoice.context().addCookies([{ name: preferenceCookies.language, value: 'he', url: invoice.url() }]);
    await invoice.goto(paths.admin.orderInvoice.href(order.orderNumber));
    await invoice.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await expect(invoice.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(invoice.getByRole('heading', { level: 1, name: 'חשבונית' })).toBeVisible();
    await expect(invoice.getByText('סה״כ (EUR)')).toBeVisible();
    await expectAccessible(invoice);
    await invoice.screenshot({ path: testInfo.outputPath('invoice-he.png'), fullPage: true });
    await invoice.emulateMedia({ media: 'print' });
    await onlyOnePage(invoice, 'invoice-he');
    await adminPage.context().close();
  });

  test('@phone the invoice and the Orders export fit a phone', async ({ browser, page, playwright }, testInfo) => {
    test.slow();
    const guest = await guestContext(playwright);
    const order = await placeOrder(guest, `Phone ${unique()}`, 'Jerusalem', 2);
    const adminPage = await adminBrowser(browser, page.viewportSize()!);
    await adminPage.goto(paths.admin.tab.href('orders'));
    await expect(adminPage.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await adminPage.screenshot({ path: testInfo.outputPath('orders-export.png') });

    const invoice = await openFromOrderDialog(adminPage, order.orderNumber, /^Print invoice/);
    await expect(invoice.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    await expect(invoice.getByRole('button', { name: 'Print' })).toBeVisible();
    const width = invoice.viewportSize()!.width;
    expect(await invoice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(invoice);
    await invoice.screenshot({ path: testInfo.outputPath('invoice-phone.png'), fullPage: true });
    await invoice.goto(paths.admin.orderPackingSlip.href(order.orderNumber));
    await expect(invoice.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible();
    expect(await invoice.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectAccessible(invoice);
    await invoice.screenshot({ path: testInfo.outputPath('packing-slip-phone.png'), fullPage: true });
    await adminPage.context().close();
  });
});
