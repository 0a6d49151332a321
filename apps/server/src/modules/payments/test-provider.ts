/**
 * TEST PAYMENTS: NO MONEY MOVES. The offline provider, used when no PayPal credentials are
 * set (decision 064), so the whole purchase works on a laptop and in e2e tests. It keeps its
 * state in memory, behaves like PayPal where callers can tell (approval before capture,
 * idempotency by requestId, one capture per order, real webhook signatures) and is
 * deterministic apart from the per-process webhook secret.
 *
 * The checkout's test buttons stand in for PayPal's popup: the server calls
 * `approveOrder(id, 'approve' | 'decline')` (or `approveSubscription`) and then captures as
 * it would with PayPal. A capture of a declined order throws kind 'declined'.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PaymentProviderError } from './errors.js';
import {
  assertOrderInput,
  parseWebhookEvent,
  webhookHeaderNames,
  webhookTransmission,
  type CaptureResult,
  type CreatedOrder,
  type CreatedSubscription,
  type CreateOrderInput,
  type CreateSubscriptionInput,
  type Payer,
  type PaymentProvider,
  type ProviderOrder,
  type ProviderSubscription,
  type RefundInput,
  type RefundResult,
  type WebhookHeaders,
  type WebhookVerification,
} from './provider.js';

export const TEST_PAYER: Payer = { email: 'test-payer@marquee.local', name: 'Test Payer' };
const BILLING_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

interface TestOrder {
  id: string;
  reference: string;
  amountCents: number;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'DECLINED' | 'COMPLETED';
  capture?: CaptureResult;
  refundedCents: number;
}

interface TestSubscription {
  id: string;
  planId: string;
  customId: string;
  status: ProviderSubscription['status'];
  nextBillingTime?: string;
}

export interface SignedWebhook {
  headers: Record<string, string>;
  rawBody: string;
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly isTest = true;
  private readonly orders = new Map<string, TestOrder>();
  private readonly captures = new Map<string, TestOrder>();
  private readonly subscriptions = new Map<string, TestSubscription>();
  /** requestId -> the first outcome, per operation. */
  private readonly done = new Map<string, unknown>();
  private readonly secret = randomBytes(32);
  private sequence = 0;
  /** Ids differ between processes, so a restarted store never meets an id it has already stored. */
  private readonly instance = randomBytes(4).toString('hex').toUpperCase();
  private readonly now: () => Date;

  constructor(options: { now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    assertOrderInput(input);
    return this.once(`order:${input.requestId}`, () => {
      const order: TestOrder = {
        id: this.nextId('TEST-ORDER'),
        reference: input.reference,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'CREATED',
        refundedCents: 0,
      };
      this.orders.set(order.id, order);
      return { providerOrderId: order.id };
    });
  }

  /** What PayPal's popup does: the payer approves or their payment is refused. */
  approveOrder(providerOrderId: string, outcome: 'approve' | 'decline' = 'approve'): void {
    const order = this.order(providerOrderId);
    if (order.status === 'COMPLETED') return;
    order.status = outcome === 'approve' ? 'APPROVED' : 'DECLINED';
  }

  async captureOrder(providerOrderId: string, { requestId }: { requestId: string }): Promise<CaptureResult> {
    return this.once(`capture:${providerOrderId}:${requestId}`, () => {
      const order = this.order(providerOrderId);
      if (order.capture) return order.capture;
      if (order.status === 'DECLINED') {
        throw new PaymentProviderError('declined', `test payment ${order.id} was declined`, {
          status: 422,
          issue: 'INSTRUMENT_DECLINED',
        });
      }
      if (order.status !== 'APPROVED') {
        throw new PaymentProviderError('invalid', `test payment ${order.id} is not approved`, {
          status: 422,
          issue: 'ORDER_NOT_APPROVED',
        });
      }
      const capture: CaptureResult = {
        status: 'COMPLETED',
        captureId: this.nextId('TEST-CAPTURE'),
        amountCents: order.amountCents,
        currency: order.currency,
        payer: TEST_PAYER,
      };
      order.status = 'COMPLETED';
      order.capture = capture;
      this.captures.set(capture.captureId, order);
      return capture;
    });
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const order = this.order(providerOrderId);
    return {
      providerOrderId: order.id,
      // A declined test order stays approvable again, as PayPal lets the payer choose another card.
      status: order.status === 'DECLINED' ? 'CREATED' : order.status,
      amountCents: order.amountCents,
      currency: order.currency,
      reference: order.reference,
      ...(order.capture ? { capture: order.capture, payer: TEST_PAYER } : {}),
    };
  }

  async refundCapture(captureId: string, input: RefundInput): Promise<RefundResult> {
    return this.once(`refund:${captureId}:${input.requestId}`, () => {
      const order = this.captures.get(captureId);
      if (!order) throw new PaymentProviderError('invalid', `no test capture ${captureId}`, { status: 404 });
      const amount = input.amountCents ?? order.amountCents - order.refundedCents;
      if (input.currency !== order.currency || amount <= 0 || order.refundedCents + amount > order.amountCents) {
        throw new PaymentProviderError(
          'invalid',
          `a refund of ${amount} ${input.currency} exceeds capture ${captureId}`,
          {
            status: 422,
            issue: 'REFUND_AMOUNT_EXCEEDED',
          },
        );
      }
      order.refundedCents += amount;
      return { refundId: this.nextId('TEST-REFUND'), status: 'COMPLETED' as const };
    });
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return this.once(`subscription:${input.requestId}`, () => {
      const subscription: TestSubscription = {
        id: this.nextId('TEST-SUB'),
        planId: input.planId,
        customId: input.customId,
        status: 'APPROVAL_PENDING',
      };
      this.subscriptions.set(subscription.id, subscription);
      return { subscriptionId: subscription.id };
    });
  }

  /** The subscriber approves: active at once, first renewal 30 days on. */
  approveSubscription(subscriptionId: string): void {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status !== 'APPROVAL_PENDING') return;
    subscription.status = 'ACTIVE';
    subscription.nextBillingTime = new Date(this.now().getTime() + BILLING_PERIOD_MS).toISOString();
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const s = this.subscription(subscriptionId);
    return {
      subscriptionId: s.id,
      status: s.status,
      planId: s.planId,
      customId: s.customId,
      ...(s.nextBillingTime ? { nextBillingTime: s.nextBillingTime } : {}),
    };
  }

  async cancelSubscription(subscriptionId: string, _reason: string): Promise<void> {
    const subscription = this.subscription(subscriptionId);
    if (subscription.status === 'CANCELLED') return;
    if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
      throw new PaymentProviderError('invalid', `test subscription ${subscriptionId} is ${subscription.status}`, {
        status: 422,
        issue: 'SUBSCRIPTION_STATUS_INVALID',
      });
    }
    subscription.status = 'CANCELLED';
    delete subscription.nextBillingTime;
  }

  /**
   * A webhook as this provider would send it, signed with the per-process secret: POST
   * `rawBody` with `headers` to the webhook route. The event id is derived from the
   * transmission, so sending the same result twice is a replay.
   */
  signWebhook(type: string, resource: Record<string, unknown>): SignedWebhook {
    const transmissionId = this.nextId('TEST-TRANSMISSION');
    const rawBody = JSON.stringify({ id: `WH-${transmissionId}`, event_type: type, resource });
    const time = this.now().toISOString();
    return {
      rawBody,
      headers: {
        [webhookHeaderNames.transmissionId]: transmissionId,
        [webhookHeaderNames.transmissionTime]: time,
        [webhookHeaderNames.transmissionSig]: this.signature(transmissionId, time, rawBody),
        [webhookHeaderNames.authAlgo]: 'HMAC-SHA256',
        [webhookHeaderNames.certUrl]: 'test:',
      },
    };
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookVerification> {
    const { id, time, sig } = webhookTransmission(headers);
    const event = parseWebhookEvent(rawBody);
    if (!id || !time || !sig || !event) return { verified: false };
    const expected = Buffer.from(this.signature(id, time, rawBody));
    const given = Buffer.from(sig);
    const verified = given.length === expected.length && timingSafeEqual(given, expected);
    return verified ? { verified, event } : { verified: false };
  }

  private signature(transmissionId: string, time: string, rawBody: string): string {
    const digest = createHash('sha256').update(rawBody).digest('hex');
    return createHmac('sha256', this.secret).update(`${transmissionId}|${time}|${digest}`).digest('base64');
  }

  private nextId(prefix: string): string {
    this.sequence += 1;
    return `${prefix}-${this.instance}-${String(this.sequence).padStart(6, '0')}`;
  }

  /** Runs `action` once per key; a repeat gets the first result (a thrown error is not kept). */
  private once<T>(key: string, action: () => T): T {
    if (this.done.has(key)) return this.done.get(key) as T;
    const result = action();
    this.done.set(key, result);
    return result;
  }

  private order(id: string): TestOrder {
    const order = this.orders.get(id);
    if (!order)
      throw new PaymentProviderError('invalid', `no test order ${id}`, { status: 404, issue: 'RESOURCE_NOT_FOUND' });
    return order;
  }

  private subscription(id: string): TestSubscription {
    const subscription = this.subscriptions.get(id);
    if (!subscription) {
      throw new PaymentProviderError('invalid', `no test subscription ${id}`, {
        status: 404,
        issue: 'RESOURCE_NOT_FOUND',
      });
    }
    return subscription;
  }
}
