/**
 * The store's payment provider (decision 064): PayPal when its client id and secret are set,
 * otherwise the offline test provider, whose payments the checkout labels as tests (buildApp
 * attaches it to the store's database).
 */
import { ConfigError, type Config } from '../../config.js';
import { PayPalProvider, type PayPalOptions } from './paypal.js';
import type { PaymentProvider } from './provider.js';
import { TestPaymentProvider } from './test-provider.js';

export * from './provider.js';
export { formatMinorUnits, minorUnitDigits, parseMinorUnits } from './money.js';
export { PayPalProvider, type PayPalOptions, type PayPalRetryOptions } from './paypal.js';
export { TestPaymentProvider, type SignedWebhook, type TestPaymentSettings } from './test-provider.js';

export function createPaymentProvider(
  config: Pick<Config, 'paypal'>,
  options: Pick<PayPalOptions, 'timeoutMs' | 'retry'> = {},
): PaymentProvider {
  const { clientId, clientSecret, apiBase, webhookId } = config.paypal;
  if (!clientId && !clientSecret) return new TestPaymentProvider();
  if (!clientId || !clientSecret) {
    throw new ConfigError(
      `Invalid configuration:\n  ${clientId ? 'PAYPAL_CLIENT_SECRET' : 'PAYPAL_CLIENT_ID'}: PayPal needs both the client id and the secret`,
    );
  }
  return new PayPalProvider({ clientId, clientSecret, apiBase, ...(webhookId ? { webhookId } : {}), ...options });
}
