import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../test/app.js';
import { startFakePayPal, type FakePayPal } from '../test/fake-paypal.js';
import { fakeWebDist } from '../test/web-dist.js';
import { PayPalProvider } from '../modules/payments/index.js';

/** A stand-in for the web app's server entry: every page renders (the checkout is browser-only). */
const RENDER_ENTRY = `
export async function render() {
  return { kind: 'page', status: 200, meta: { title: 'Marquee', description: 'Shop.' }, modules: [], markup: null, cacheable: false };
}
`;

const PAYPAL_HOSTS = ['https://*.paypal.com', 'https://*.paypalobjects.com', 'https://*.venmo.com'];

const directive = (policy: unknown, name: string) =>
  String(policy)
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? [];

let paypal: FakePayPal;
let withPayPal: TestStore;
let withTestPayments: TestStore;
beforeAll(async () => {
  const webDist = fakeWebDist({ renderEntry: RENDER_ENTRY });
  paypal = await startFakePayPal();
  const provider = new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    webhookId: paypal.webhookId,
  });
  withPayPal = await createTestStore({ webDist, paymentProvider: provider });
  withTestPayments = await createTestStore({ webDist });
});
afterAll(async () => {
  await withPayPal?.close();
  await withTestPayments?.close();
  await paypal?.close();
});

describe("issue 26 PayPal's popup and the page: COOP and CSP only where the buttons render", () => {
  it('sends same-origin-allow-popups and PayPal hosts in script, frame, connect and img sources on /checkout only', async () => {
    for (const url of ['/checkout', '/checkout?dreambox=true']) {
      const page = await withPayPal.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      const policy = page.headers['content-security-policy'];
      for (const name of ['script-src', 'frame-src', 'connect-src', 'img-src']) {
        expect(directive(policy, name), `${url} ${name}`).toEqual(expect.arrayContaining(PAYPAL_HOSTS));
      }
      // Fastlane is not loaded, so neither is Braintree's gateway.
      expect(String(policy)).not.toContain('braintree');
    }
  });

  it('keeps same-origin and no PayPal host on every other page, the admin and the API included', async () => {
    for (const url of ['/', '/cart', '/product/1', '/admin', '/admin/orders', '/api/checkout/config', '/checkoutx']) {
      const response = await withPayPal.app.inject({ method: 'GET', url });
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(String(response.headers['content-security-policy']), url).not.toMatch(/paypal|venmo/);
    }
  });

  it('with the test provider, /checkout lets popups keep their opener but admits no PayPal host', async () => {
    const page = await withTestPayments.app.inject({ method: 'GET', url: '/checkout' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(String(page.headers['content-security-policy'])).not.toMatch(/paypal|venmo/);
    const home = await withTestPayments.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
