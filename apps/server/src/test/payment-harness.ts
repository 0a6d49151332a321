/**
 * One checkout test, two providers (issue 26): the in-process test provider, and the fake PayPal
 * server reached through the real PayPal client (HTTP, OAuth, request ids, verification of the
 * exact webhook bytes). A harness gives a test what the payer and the provider do on their side.
 */
import { PayPalProvider, TestPaymentProvider, type PaymentProvider } from '../modules/payments/index.js';
import { startFakePayPal, type FakePayPal } from './fake-paypal.js';

export type HarnessKind = 'test provider' | 'fake PayPal';
export const harnessKinds: HarnessKind[] = ['test provider', 'fake PayPal'];

export interface SignedEvent {
  headers: Record<string, string>;
  rawBody: string;
}

export interface PaymentHarness {
  kind: HarnessKind;
  provider: PaymentProvider;
  /** The payer approves in the provider's window (or chooses another instrument after a restart). */
  approve(providerOrderId: string): Promise<void>;
  /** The payer approves with an instrument the provider will decline at capture. */
  decline(providerOrderId: string): Promise<void>;
  /** A webhook the provider signed, as it sends it. */
  webhook(type: string, resource: Record<string, unknown>): Promise<SignedEvent>;
  /** Captures from now on are PENDING (an e-check) until settled, or COMPLETED at once again. */
  pendingCaptures(on: boolean): void;
  /** The provider settles a pending capture; the webhook it would send (the test decides whether it arrives). */
  settleCapture(captureId: string, outcome: 'COMPLETED' | 'DECLINED'): Promise<SignedEvent>;
  /** The provider's capture id of an order, once captured. */
  captureId(providerOrderId: string): Promise<string>;
  /** The fake PayPal server, when that is the provider. */
  paypal?: FakePayPal;
  close(): Promise<void>;
}

export async function startHarness(kind: HarnessKind): Promise<PaymentHarness> {
  const captureId = async (provider: PaymentProvider, id: string) => {
    const order = await provider.getOrder(id);
    if (!order.capture) throw new Error(`order ${id} has no capture`);
    return order.capture.captureId;
  };
  if (kind === 'test provider') {
    const provider = new TestPaymentProvider();
    return {
      kind,
      provider,
      approve: async (id) => {
        await provider.approveOrder(id, 'approve');
      },
      decline: async (id) => {
        await provider.approveOrder(id, 'decline');
      },
      webhook: (type, resource) => provider.signWebhook(type, resource),
      pendingCaptures: (on) => {
        provider.settings.captureStatus = on ? 'PENDING' : 'COMPLETED';
      },
      settleCapture: (id, outcome) => provider.settleCapture(id, outcome),
      captureId: (id) => captureId(provider, id),
      close: async () => {},
    };
  }
  const paypal = await startFakePayPal();
  const provider = new PayPalProvider({
    clientId: paypal.clientId,
    clientSecret: paypal.clientSecret,
    apiBase: paypal.url,
    webhookId: paypal.webhookId,
  });
  return {
    kind,
    provider,
    paypal,
    approve: async (id) => {
      paypal.approve(id);
    },
    decline: async (id) => {
      paypal.decline(id);
    },
    webhook: async (type, resource) => paypal.webhook(type, resource),
    pendingCaptures: (on) => {
      paypal.state.captureStatus = on ? 'PENDING' : 'COMPLETED';
    },
    settleCapture: async (id, outcome) => paypal.completeCapture(id, outcome),
    captureId: (id) => captureId(provider, id),
    close: () => paypal.close(),
  };
}
