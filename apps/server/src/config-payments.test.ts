import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, PAYPAL_LIVE_API, PAYPAL_SANDBOX_API } from './config.js';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'marquee-config-'));
const publicStore = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.example.test',
  SESSION_SECRET: 'x'.repeat(40),
};
const paypal = {
  PAYPAL_CLIENT_ID: 'client',
  PAYPAL_CLIENT_SECRET: 'secret',
  PAYPAL_WEBHOOK_ID: 'WH-1',
  PAYPAL_PLAN_ID: 'P-1',
};
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir(), ...env });
const refusal = (env: Record<string, string>) => {
  try {
    load(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
};

describe('issue 26 no free goods by configuration', () => {
  it('refuses a public production store without PayPal, naming every missing setting', () => {
    const message = refusal(publicStore);
    for (const name of ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID', 'PAYPAL_PLAN_ID'])
      expect(message).toContain(name);
    expect(message).toContain('ALLOW_TEST_PAYMENTS=true');
  });

  it("refuses PayPal's sandbox on a public production store", () => {
    expect(refusal({ ...publicStore, ...paypal, PAYPAL_ENV: 'sandbox' })).toMatch(/PAYPAL_ENV/);
    expect(refusal({ ...publicStore, ...paypal, PAYPAL_API_BASE: PAYPAL_SANDBOX_API })).toMatch(/sandbox/);
  });

  it('starts a public production store with live PayPal, which is the default in production', () => {
    expect(load({ ...publicStore, ...paypal }).paypal.apiBase).toBe(PAYPAL_LIVE_API);
  });

  it('starts a public demo only when the operator says so explicitly', () => {
    const config = load({ ...publicStore, ALLOW_TEST_PAYMENTS: 'true' });
    expect(config.allowTestPayments).toBe(true);
    expect(config.paypal.clientId).toBeUndefined();
    expect(load({ ...publicStore, ...paypal, PAYPAL_ENV: 'sandbox', ALLOW_TEST_PAYMENTS: 'true' }).paypal.apiBase).toBe(
      PAYPAL_SANDBOX_API,
    );
    expect(() => load({ ...publicStore, ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(/ALLOW_TEST_PAYMENTS/);
  });

  it('keeps `npm start` on one’s own machine the demo with test payments', () => {
    for (const url of [undefined, 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const config = load({ NODE_ENV: 'production', ...(url ? { PUBLIC_URL: url } : {}) });
      expect(config.paypal.clientId).toBeUndefined();
    }
    expect(load({}).paypal.apiBase).toBe(PAYPAL_SANDBOX_API);
  });

  it('requires the webhook id and the Dream Box plan with PayPal, in any environment', () => {
    const { PAYPAL_WEBHOOK_ID: _w, PAYPAL_PLAN_ID: _p, ...credentials } = paypal;
    const message = refusal(credentials);
    expect(message).toContain('PAYPAL_WEBHOOK_ID');
    expect(message).toContain('PAYPAL_PLAN_ID');
    expect(refusal({ PAYPAL_CLIENT_ID: 'client', PAYPAL_WEBHOOK_ID: 'W', PAYPAL_PLAN_ID: 'P' })).toContain(
      'PAYPAL_CLIENT_SECRET',
    );
  });
});
