/**
 * The payment provider seam (decision 064). Checkout and orders talk to this interface only;
 * `paypal.ts` is the real adapter and `test-provider.ts` the offline one.
 *
 * Money: every amount is an integer of the currency's minor units (`amountCents`, see
 * `money.ts`: cents for USD/EUR, whole yen for JPY) together with an upper-case ISO 4217
 * code. Adapters never use floating point.
 *
 * Idempotency: every call that changes something takes a `requestId`. Repeating a call with
 * the same requestId (a retry after a timeout, a double click, two tabs) gives the first call's
 * outcome and never a second charge, refund or subscription (a declined capture's requestId
 * keeps answering "declined"). Derive it from what must happen once, e.g. `order:<payment id>`
 * or one capture attempt (`capture:<payment id>:<attempt>`: after a decline and the payer's
 * restart, the next attempt needs a new one), not from a random value per call. The PayPal
 * adapter's own retries (5xx, 429, timeouts) repeat the caller's requestId.
 */
import type { ShippingAddress } from '@marquee/contracts';
import { PaymentProviderError } from './errors.js';
import { assertAmount, assertCurrency } from './money.js';

export { PaymentProviderError, type PaymentErrorKind } from './errors.js';

export type PaymentProviderName = 'paypal' | 'test';

export interface Money {
  /** Integer minor units of `currency`. */
  amountCents: number;
  /** ISO 4217, upper case. */
  currency: string;
}

export interface OrderLine {
  name: string;
  quantity: number;
  /** Unit price in minor units of the order's currency. */
  unitAmountCents: number;
  sku?: string;
}

export interface CreateOrderInput extends Money {
  /**
   * Our order reference, unique per purchase (PayPal's reference_id, custom_id and invoice_id,
   * shown in its dashboard). PayPal refuses to capture a second order with an invoice id it has
   * already been paid for (DUPLICATE_INVOICE_ID, kind 'invalid'): one more guard against paying twice.
   */
  reference: string;
  requestId: string;
  /**
   * Optional lines for the payer's review. When given, lines + shipping - discount must equal
   * `amountCents` exactly, or the call is refused before reaching the provider.
   */
  items?: OrderLine[];
  shippingCents?: number;
  discountCents?: number;
  /**
   * Where the goods go, as the shopper entered it. With it the payer sees this address in
   * PayPal and cannot pick another (SET_PROVIDED_ADDRESS), so we ship where PayPal's Seller
   * Protection expects. `name` is the recipient; `address.name` is not used.
   */
  shipping?: { name: string; address: ShippingAddress };
  /** The shopper's e-mail, prefilled on PayPal's login page. */
  payerEmail?: string;
}

export interface CreatedOrder {
  providerOrderId: string;
  /** Where to send the payer to approve (redirect flows); the JS SDK buttons do not need it. */
  approveUrl?: string;
}

export interface Payer {
  email?: string;
  name?: string;
  address?: PayerAddress;
}

export interface PayerAddress {
  line1?: string;
  line2?: string;
  city?: string;
  region?: string;
  postalCode?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
}

/**
 * COMPLETED: the money is taken. PENDING: accepted but not settled yet (e.g. an e-check);
 * the provider's webhook reports the outcome. A refused payment is not a status: the call
 * throws PaymentProviderError with kind 'declined'.
 */
export type CaptureStatus = 'COMPLETED' | 'PENDING';

export interface CaptureResult extends Money {
  status: CaptureStatus;
  captureId: string;
  payer?: Payer;
}

/** Orders v2 statuses: CREATED (not approved yet), APPROVED (ready to capture), COMPLETED (captured). */
export type ProviderOrderStatus = 'CREATED' | 'SAVED' | 'APPROVED' | 'VOIDED' | 'COMPLETED' | 'PAYER_ACTION_REQUIRED';

export interface ProviderOrder extends Money {
  providerOrderId: string;
  status: ProviderOrderStatus;
  reference?: string;
  /** Present once captured. */
  capture?: CaptureResult;
  payer?: Payer;
}

export type RefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED' | 'CANCELLED';

export interface RefundInput {
  /** Omit for a full refund. */
  amountCents?: number;
  currency: string;
  requestId: string;
}

/**
 * COMPLETED: the money went back. PENDING: PayPal has not finished (poll `getRefund` or wait for
 * the webhook). FAILED / CANCELLED: nothing was refunded. Callers decide; none of them is "done".
 */
export interface RefundResult {
  refundId: string;
  status: RefundStatus;
  /** What this refund gives back, when the provider says. */
  amount?: Money;
}

export interface CreateSubscriptionInput {
  planId: string;
  /** Our user id; the provider echoes it back as custom_id in reads and webhooks. */
  customId: string;
  subscriber: { name: string; email: string };
  requestId: string;
}

export interface CreatedSubscription {
  subscriptionId: string;
  approveUrl?: string;
}

export type SubscriptionStatus = 'APPROVAL_PENDING' | 'APPROVED' | 'ACTIVE' | 'SUSPENDED' | 'CANCELLED' | 'EXPIRED';

export interface ProviderSubscription {
  subscriptionId: string;
  status: SubscriptionStatus;
  planId: string;
  customId?: string;
  /** ISO 8601 date-time the subscription starts billing (PayPal's start_time: by default its creation). */
  startTime?: string;
  /** ISO 8601 date-time of the next charge, while active. */
  nextBillingTime?: string;
}

export interface WebhookEvent {
  /** The provider's event id: process each once (the provider re-sends events). */
  id: string;
  /** E.g. PAYMENT.CAPTURE.COMPLETED, BILLING.SUBSCRIPTION.CANCELLED. */
  type: string;
  resource: Record<string, unknown>;
}

/**
 * `verified` says the event came from the provider, nothing more: a replayed event verifies
 * again, so the caller must store processed event ids and skip repeats.
 */
export interface WebhookVerification {
  verified: boolean;
  event?: WebhookEvent;
}

/** Request headers as Node/Fastify give them (names in lower case). */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True for the offline provider: the checkout must label its payments as tests. */
  readonly isTest: boolean;
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  /**
   * Captures an approved order. Callers must still compare the result's amount and currency
   * with what they asked for: the provider reports what it really captured.
   */
  captureOrder(providerOrderId: string, options: { requestId: string }): Promise<CaptureResult>;
  getOrder(providerOrderId: string): Promise<ProviderOrder>;
  /** Reports PENDING and FAILED as they are: only COMPLETED means the money went back. */
  refundCapture(captureId: string, input: RefundInput): Promise<RefundResult>;
  /** A refund's current state, to poll a PENDING one until COMPLETED or FAILED. */
  getRefund(refundId: string): Promise<RefundResult>;
  createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription>;
  getSubscription(subscriptionId: string): Promise<ProviderSubscription>;
  /** Succeeds when the subscription is already cancelled. */
  cancelSubscription(subscriptionId: string, reason: string): Promise<void>;
  /** `rawBody` is the request body exactly as received (a verification covers its bytes). */
  verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookVerification>;
}

/** The webhook headers PayPal signs with; the test provider uses the same names. */
export const webhookHeaderNames = {
  transmissionId: 'paypal-transmission-id',
  transmissionTime: 'paypal-transmission-time',
  transmissionSig: 'paypal-transmission-sig',
  certUrl: 'paypal-cert-url',
  authAlgo: 'paypal-auth-algo',
} as const;

function headerValue(headers: WebhookHeaders, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toUpperCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The headers a webhook's signature covers, as received (a missing one is undefined). */
export function webhookTransmission(headers: WebhookHeaders) {
  return {
    id: headerValue(headers, webhookHeaderNames.transmissionId),
    time: headerValue(headers, webhookHeaderNames.transmissionTime),
    sig: headerValue(headers, webhookHeaderNames.transmissionSig),
    certUrl: headerValue(headers, webhookHeaderNames.certUrl),
    authAlgo: headerValue(headers, webhookHeaderNames.authAlgo),
  };
}

/** Parses a webhook body into an event, or undefined when it is not one. */
export function parseWebhookEvent(rawBody: string): WebhookEvent | undefined {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return undefined;
  }
  if (typeof body !== 'object' || body === null) return undefined;
  const { id, event_type: type, resource } = body as Record<string, unknown>;
  if (typeof id !== 'string' || typeof type !== 'string') return undefined;
  const isObject = typeof resource === 'object' && resource !== null && !Array.isArray(resource);
  return { id, type, resource: isObject ? (resource as Record<string, unknown>) : {} };
}

/**
 * What both providers check before an order is sent: the currency, the amount, lines that add
 * up to it, a shipping address PayPal can take and the payer's e-mail.
 */
export function assertOrderInput(input: CreateOrderInput): void {
  assertCurrency(input.currency);
  assertAmount(input.amountCents);
  assertItemsAddUp(input);
  if (input.shipping) assertShipping(input.shipping);
  if (input.payerEmail !== undefined && !/^[^@\s]{1,64}@[^@\s]{1,189}$/.test(input.payerEmail)) {
    throw new PaymentProviderError('invalid', 'payerEmail is not an e-mail address PayPal accepts');
  }
}

/** PayPal requires a recipient, a first line, a city and an ISO country for SET_PROVIDED_ADDRESS. */
function assertShipping({ name, address }: NonNullable<CreateOrderInput['shipping']>): void {
  const missing = [
    ['shipping.name', name],
    ['shipping.address.line1', address.line1],
    ['shipping.address.city', address.city],
  ].find(([, value]) => !value?.trim());
  if (missing) throw new PaymentProviderError('invalid', `${missing[0]} is empty`);
  if (!/^[A-Z]{2}$/.test(address.country)) {
    throw new PaymentProviderError(
      'invalid',
      `shipping.address.country "${address.country}" is not ISO 3166-1 alpha-2`,
    );
  }
}

/** Checks lines + shipping - discount = amount before anything is sent. */
function assertItemsAddUp(input: CreateOrderInput): void {
  if (!input.items) return;
  for (const line of input.items) {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) {
      throw new PaymentProviderError('invalid', `"${line.name}" has the quantity ${line.quantity}`);
    }
    if (!Number.isSafeInteger(line.unitAmountCents) || line.unitAmountCents < 0) {
      throw new PaymentProviderError('invalid', `"${line.name}" has the unit amount ${line.unitAmountCents}`);
    }
  }
  const itemTotal = input.items.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  const expected = itemTotal + (input.shippingCents ?? 0) - (input.discountCents ?? 0);
  if (expected !== input.amountCents) {
    throw new PaymentProviderError(
      'invalid',
      `the order's lines, shipping and discount add up to ${expected}, not its amount ${input.amountCents}`,
    );
  }
}
