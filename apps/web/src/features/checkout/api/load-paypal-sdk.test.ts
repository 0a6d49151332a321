import { describe, expect, it } from 'vitest';
import { payPalSdkUrl } from './load-paypal-sdk';

const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('issue 26 the SDK parameters that serve the shopper (decision 087)', () => {
  it("loads the goods' one-off capture without vault or Fastlane, paid on PayPal's page, in the charge currency", () => {
    expect(query(payPalSdkUrl({ clientId: 'client-1', currency: 'EUR', intent: 'capture' }))).toEqual({
      'client-id': 'client-1',
      currency: 'EUR',
      components: 'buttons',
      intent: 'capture',
      commit: 'true',
    });
  });

  it('loads vault only for the Dream Box subscription, in USD', () => {
    expect(query(payPalSdkUrl({ clientId: 'client-1', currency: 'USD', intent: 'subscription' }))).toEqual({
      'client-id': 'client-1',
      currency: 'USD',
      components: 'buttons',
      intent: 'subscription',
      vault: 'true',
    });
  });
});
