/**
 * The PayPal REST adapter (decision 064): OAuth2 client credentials, Orders v2, Payments v2
 * refunds, Subscriptions v1 and webhook verification, over global fetch. Every call has a
 * timeout; every POST carries PayPal-Request-Id, so PayPal answers a repeat with the first
 * outcome. Errors are PaymentProviderError; their messages name the call and PayPal's error
 * name and debug_id, never the credentials, the token or a request body.
 */
import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from './errors.js';
import { assertAmount, assertCurrency, formatMinorUnits, parseMinorUnits } from './money.js';
import {
  assertOrderInput,
  parseWebhookEvent,
  webhookTransmission,
  type CaptureResult,
  type CreatedOrder,
  type CreatedSubscription,
  type CreateOrderInput,
  type CreateSubscriptionInput,
  type Payer,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
  type ProviderSubscription,
  type RefundInput,
  type RefundResult,
  type RefundStatus,
  type SubscriptionStatus,
  type WebhookHeaders,
  type WebhookVerification,
} from './provider.js';

export interface PayPalOptions {
  clientId: string;
  clientSecret: string;
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com. */
  apiBase: string;
  /** Needed by verifyWebhook only. */
  webhookId?: string;
  /** Per call, token included. Default 15 s. */
  timeoutMs?: number;
  /** A token is renewed this long before PayPal says it expires. Default 60 s. */
  tokenMarginMs?: number;
  now?: () => number;
}

/** Issues that mean the payer's instrument was refused (Orders v2 capture answers 422). */
const DECLINE_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'TRANSACTION_REFUSED',
  'PAYER_ACTION_REQUIRED',
  'PAYER_CANNOT_PAY',
  'PAYEE_BLOCKED_TRANSACTION',
  'COMPLIANCE_VIOLATION',
  'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED',
  'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING',
]);

type Json = Record<string, unknown>;

interface Token {
  value: string;
  /** Epoch ms after which it is not used any more. */
  renewAt: number;
}

export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly isTest = false;
  private readonly apiBase: string;
  private readonly timeoutMs: number;
  private readonly tokenMarginMs: number;
  private readonly now: () => number;
  private token: Token | undefined;
  private tokenRequest: Promise<Token> | undefined;

  /** The REST app's client id: public, the JS SDK loads with it. */
  get clientId(): string {
    return this.options.clientId;
  }

  constructor(private readonly options: PayPalOptions) {
    this.apiBase = options.apiBase.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.tokenMarginMs = options.tokenMarginMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    assertOrderInput(input);
    const money = (cents: number) => ({
      currency_code: input.currency,
      value: formatMinorUnits(cents, input.currency),
    });
    const amount: Json = money(input.amountCents);
    if (input.items) {
      const itemTotal = input.items.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
      amount.breakdown = {
        item_total: money(itemTotal),
        ...(input.shippingCents ? { shipping: money(input.shippingCents) } : {}),
        ...(input.discountCents ? { discount: money(input.discountCents) } : {}),
      };
    }
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.reference.slice(0, 256),
          custom_id: input.reference.slice(0, 127),
          invoice_id: input.reference.slice(0, 127),
          amount,
          ...(input.items
            ? {
                items: input.items.map((line) => ({
                  name: line.name.slice(0, 127),
                  quantity: String(line.quantity),
                  unit_amount: money(line.unitAmountCents),
                  ...(line.sku ? { sku: line.sku.slice(0, 127) } : {}),
                })),
              }
            : {}),
        },
      ],
    };
    const order = await this.call('POST', '/v2/checkout/orders', { body, requestId: input.requestId });
    return { providerOrderId: requireString(order.id, 'order id'), ...approveLink(order) };
  }

  async captureOrder(providerOrderId: string, { requestId }: { requestId: string }): Promise<CaptureResult> {
    let order: Json;
    try {
      order = await this.call('POST', `/v2/checkout/orders/${encodeId(providerOrderId)}/capture`, {
        body: {},
        requestId,
        prefer: 'return=representation',
      });
    } catch (error) {
      // Captured before under another requestId: report that capture rather than fail.
      if (!(error instanceof PaymentProviderError) || error.issue !== 'ORDER_ALREADY_CAPTURED') throw error;
      const existing = await this.getOrder(providerOrderId);
      if (!existing.capture) throw error;
      return existing.capture;
    }
    const capture = readCapture(order);
    if (capture === 'declined') {
      throw new PaymentProviderError('declined', `PayPal declined the capture of order ${providerOrderId}`, {
        issue: 'DECLINED',
      });
    }
    if (!capture) {
      throw new PaymentProviderError('invalid', `PayPal's capture of order ${providerOrderId} holds no capture`);
    }
    return capture;
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const order = await this.call('GET', `/v2/checkout/orders/${encodeId(providerOrderId)}`);
    const unit = firstPurchaseUnit(order);
    const amount = (unit?.amount ?? {}) as Json;
    const currency = requireString(amount.currency_code, 'currency_code');
    const capture = readCapture(order);
    const payer = readPayer(order);
    const reference = typeof unit?.reference_id === 'string' ? unit.reference_id : undefined;
    return {
      providerOrderId: requireString(order.id, 'order id'),
      status: requireString(order.status, 'order status') as ProviderOrderStatus,
      amountCents: parseMinorUnits(requireString(amount.value, 'amount'), currency),
      currency,
      ...(reference ? { reference } : {}),
      ...(capture && capture !== 'declined' ? { capture } : {}),
      ...(payer ? { payer } : {}),
    };
  }

  async refundCapture(captureId: string, input: RefundInput): Promise<RefundResult> {
    assertCurrency(input.currency);
    if (input.amountCents !== undefined) assertAmount(input.amountCents);
    const body =
      input.amountCents === undefined
        ? {}
        : { amount: { currency_code: input.currency, value: formatMinorUnits(input.amountCents, input.currency) } };
    const refund = await this.call('POST', `/v2/payments/captures/${encodeId(captureId)}/refund`, {
      body,
      requestId: input.requestId,
      prefer: 'return=representation',
    });
    return {
      refundId: requireString(refund.id, 'refund id'),
      status: requireString(refund.status, 'refund status') as RefundStatus,
    };
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    const [givenName = '', ...rest] = input.subscriber.name.trim().split(/\s+/);
    const body = {
      plan_id: input.planId,
      custom_id: input.customId,
      subscriber: {
        name: {
          given_name: givenName.slice(0, 140),
          ...(rest.length ? { surname: rest.join(' ').slice(0, 140) } : {}),
        },
        email_address: input.subscriber.email,
      },
    };
    const subscription = await this.call('POST', '/v1/billing/subscriptions', { body, requestId: input.requestId });
    return { subscriptionId: requireString(subscription.id, 'subscription id'), ...approveLink(subscription) };
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const subscription = await this.call('GET', `/v1/billing/subscriptions/${encodeId(subscriptionId)}`);
    const billing = (subscription.billing_info ?? {}) as Json;
    return {
      subscriptionId: requireString(subscription.id, 'subscription id'),
      status: requireString(subscription.status, 'subscription status') as SubscriptionStatus,
      planId: requireString(subscription.plan_id, 'plan_id'),
      ...(typeof subscription.custom_id === 'string' ? { customId: subscription.custom_id } : {}),
      ...(typeof billing.next_billing_time === 'string' ? { nextBillingTime: billing.next_billing_time } : {}),
    };
  }

  /** Cancelling a cancelled subscription succeeds, so a retried cancel is harmless. */
  async cancelSubscription(subscriptionId: string, reason: string): Promise<void> {
    try {
      await this.call('POST', `/v1/billing/subscriptions/${encodeId(subscriptionId)}/cancel`, {
        body: { reason: reason.slice(0, 128) || 'Cancelled' },
        requestId: randomUUID(),
      });
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.issue !== 'SUBSCRIPTION_STATUS_INVALID') throw error;
      if ((await this.getSubscription(subscriptionId)).status !== 'CANCELLED') throw error;
    }
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookVerification> {
    const webhookId = this.options.webhookId;
    if (!webhookId)
      throw new PaymentProviderError('invalid', 'PAYPAL_WEBHOOK_ID is not set: webhooks cannot be verified');
    const event = parseWebhookEvent(rawBody);
    const transmission = webhookTransmission(headers);
    const fields = {
      transmission_id: transmission.id,
      transmission_time: transmission.time,
      transmission_sig: transmission.sig,
      cert_url: transmission.certUrl,
      auth_algo: transmission.authAlgo,
    };
    if (!event || Object.values(fields).some((value) => !value)) return { verified: false };
    // The event goes back byte for byte: re-serialising it could change what was signed.
    const body = `${JSON.stringify({ ...fields, webhook_id: webhookId }).slice(0, -1)},"webhook_event":${rawBody}}`;
    const answer = await this.call('POST', '/v1/notifications/verify-webhook-signature', {
      rawBody: body,
      requestId: randomUUID(),
    });
    return answer.verification_status === 'SUCCESS' ? { verified: true, event } : { verified: false };
  }

  /** A token from the cache, or one request for it shared by every caller waiting. */
  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.renewAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return (await this.tokenRequest).value;
  }

  private async fetchToken(): Promise<Token> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString('base64');
    const answer = await this.send('POST', '/v1/oauth2/token', {
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    });
    const value = requireString(answer.access_token, 'access_token');
    const lifetimeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 0) * 1000;
    // Short-lived tokens (tests) are renewed at half their life rather than never cached.
    const margin = Math.min(this.tokenMarginMs, lifetimeMs / 2);
    this.token = { value, renewAt: this.now() + lifetimeMs - margin };
    return this.token;
  }

  /** An authenticated call; a rejected token (revoked early) is renewed once. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; rawBody?: string; requestId?: string; prefer?: string } = {},
  ): Promise<Json> {
    const attempt = (token: string) => {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
      if (method === 'POST') {
        headers['content-type'] = 'application/json';
        headers['paypal-request-id'] = options.requestId ?? randomUUID();
      }
      if (options.prefer) headers.prefer = options.prefer;
      const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
      return this.send(method, path, { headers, ...(body === undefined ? {} : { body }) });
    };
    const token = await this.accessToken();
    try {
      return await attempt(token);
    } catch (error) {
      if (!(error instanceof PaymentProviderError) || error.details.status !== 401) throw error;
      // Only this token was refused (a token request failing is not retried here).
      if (this.token?.value === token) this.token = undefined;
      return attempt(await this.accessToken());
    }
  }

  private async send(
    method: 'GET' | 'POST',
    path: string,
    init: { headers: Record<string, string>; body?: string },
  ): Promise<Json> {
    const what = `PayPal ${method} ${path.replace(/\?.*$/, '')}`;
    let response: Response;
    try {
      response = await fetch(`${this.apiBase}${path}`, {
        method,
        headers: init.headers,
        ...(init.body === undefined ? {} : { body: init.body }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw timedOut
        ? new PaymentProviderError('timeout', `${what}: no answer within ${this.timeoutMs} ms`, { cause })
        : new PaymentProviderError('unavailable', `${what}: ${cause instanceof Error ? cause.message : 'failed'}`, {
            cause,
          });
    }
    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      const timedOut = cause instanceof Error && (cause.name === 'TimeoutError' || cause.name === 'AbortError');
      throw new PaymentProviderError(timedOut ? 'timeout' : 'unavailable', `${what}: the answer was cut off`, {
        status: response.status,
        cause,
      });
    }
    let json: Json = {};
    if (text) {
      try {
        const parsed: unknown = JSON.parse(text);
        if (typeof parsed === 'object' && parsed !== null) json = parsed as Json;
      } catch {
        if (response.ok) throw new PaymentProviderError('invalid', `${what}: the answer is not JSON`);
      }
    }
    if (response.ok) return json;
    throw errorFromAnswer(what, response.status, json);
  }
}

function errorFromAnswer(what: string, status: number, json: Json): PaymentProviderError {
  const details = Array.isArray(json.details) ? (json.details as Json[]) : [];
  const firstIssue = details.find((detail) => typeof detail.issue === 'string')?.issue as string | undefined;
  const name = typeof json.name === 'string' ? json.name : typeof json.error === 'string' ? json.error : undefined;
  const issue = firstIssue ?? name;
  const debugId = typeof json.debug_id === 'string' ? json.debug_id : undefined;
  const kind =
    status === 429 || status >= 500
      ? 'unavailable'
      : issue !== undefined && DECLINE_ISSUES.has(issue)
        ? 'declined'
        : 'invalid';
  const message = `${what} answered ${status}${issue ? ` ${issue}` : ''}${debugId ? ` (debug_id ${debugId})` : ''}`;
  return new PaymentProviderError(kind, message, {
    status,
    ...(issue ? { issue } : {}),
    ...(debugId ? { debugId } : {}),
  });
}

function requireString(value: unknown, what: string): string {
  if (typeof value !== 'string' || value === '') {
    throw new PaymentProviderError('invalid', `PayPal's answer has no ${what}`);
  }
  return value;
}

/** Ids go into paths: anything but PayPal's id alphabet is refused, not escaped. */
function encodeId(id: string): string {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new PaymentProviderError('invalid', `"${id}" is not a PayPal id`);
  return id;
}

function approveLink(resource: Json): { approveUrl?: string } {
  const links = Array.isArray(resource.links) ? (resource.links as Json[]) : [];
  const link = links.find((l) => l.rel === 'approve' || l.rel === 'payer-action');
  return typeof link?.href === 'string' ? { approveUrl: link.href } : {};
}

function firstPurchaseUnit(order: Json): Json | undefined {
  const units = Array.isArray(order.purchase_units) ? (order.purchase_units as Json[]) : [];
  return units[0];
}

/** The first unit's capture, with what was really captured, or 'declined'. */
function readCapture(order: Json): CaptureResult | 'declined' | undefined {
  const payments = (firstPurchaseUnit(order)?.payments ?? {}) as Json;
  const captures = Array.isArray(payments.captures) ? (payments.captures as Json[]) : [];
  const capture = captures[0];
  if (!capture) return undefined;
  const id = requireString(capture.id, 'capture id');
  const status = requireString(capture.status, 'capture status');
  if (status === 'DECLINED' || status === 'FAILED') {
    return 'declined';
  }
  const amount = (capture.amount ?? {}) as Json;
  const currency = requireString(amount.currency_code, 'capture currency_code');
  const payer = readPayer(order);
  return {
    // REFUNDED / PARTIALLY_REFUNDED captures were completed once; PENDING is still open.
    status: status === 'PENDING' ? 'PENDING' : 'COMPLETED',
    captureId: id,
    amountCents: parseMinorUnits(requireString(amount.value, 'capture amount'), currency),
    currency,
    ...(payer ? { payer } : {}),
  };
}

function readPayer(order: Json): Payer | undefined {
  const payer = (order.payer ?? {}) as Json;
  const name = (payer.name ?? {}) as Json;
  const shipping = (firstPurchaseUnit(order)?.shipping ?? {}) as Json;
  const address = (shipping.address ?? payer.address ?? {}) as Json;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const fullName = [text(name.given_name), text(name.surname)].filter(Boolean).join(' ') || undefined;
  const mapped = {
    line1: text(address.address_line_1),
    line2: text(address.address_line_2),
    city: text(address.admin_area_2),
    region: text(address.admin_area_1),
    postalCode: text(address.postal_code),
    country: text(address.country_code),
  };
  const result: Payer = {};
  const email = text(payer.email_address);
  if (email) result.email = email;
  if (fullName) result.name = fullName;
  const present = Object.entries(mapped).filter(([, v]) => v !== undefined);
  if (present.length) result.address = Object.fromEntries(present);
  return Object.keys(result).length ? result : undefined;
}
