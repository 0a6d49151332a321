/**
 * The PayPal REST adapter (decision 064): Orders v2, Payments v2 refunds, Subscriptions v1 and
 * webhook verification. The transport (token, timeouts, retries with one PayPal-Request-Id per
 * call) is `paypal-http.ts`; the create body is `paypal-order-body.ts`; reading answers is
 * `paypal-read.ts`.
 */
import { randomUUID } from 'node:crypto';
import { PaymentProviderError } from './errors.js';
import { assertAmount, assertCurrency, formatMinorUnits, parseMinorUnits } from './money.js';
import { PayPalHttp, type PayPalHttpOptions } from './paypal-http.js';
import { createOrderBody } from './paypal-order-body.js';
import {
  approveLink,
  encodeId,
  firstPurchaseUnit,
  readCapture,
  readPayer,
  readRefund,
  requireString,
  type Json,
} from './paypal-read.js';
import {
  assertOrderInput,
  parseWebhookEvent,
  webhookTransmission,
  type CaptureResult,
  type CreatedOrder,
  type CreatedSubscription,
  type CreateOrderInput,
  type CreateSubscriptionInput,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderOrderStatus,
  type ProviderSubscription,
  type RefundInput,
  type RefundResult,
  type SubscriptionStatus,
  type WebhookHeaders,
  type WebhookVerification,
} from './provider.js';

export type { PayPalRetryOptions } from './paypal-http.js';

export interface PayPalOptions extends PayPalHttpOptions {
  /** Needed by verifyWebhook only. */
  webhookId?: string;
}

export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal' as const;
  readonly isTest = false;
  private readonly http: PayPalHttp;

  /** The REST app's client id: public, the JS SDK loads with it. */
  get clientId(): string {
    return this.options.clientId;
  }

  constructor(private readonly options: PayPalOptions) {
    this.http = new PayPalHttp(options);
  }

  private call(...args: Parameters<PayPalHttp['call']>): Promise<Json> {
    return this.http.call(...args);
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    assertOrderInput(input);
    const order = await this.call('POST', '/v2/checkout/orders', {
      body: createOrderBody(input),
      requestId: input.requestId,
    });
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
    return readRefund(refund);
  }

  async getRefund(refundId: string): Promise<RefundResult> {
    return readRefund(await this.call('GET', `/v2/payments/refunds/${encodeId(refundId)}`));
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
      ...(typeof subscription.start_time === 'string' ? { startTime: subscription.start_time } : {}),
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
}
