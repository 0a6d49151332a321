/**
 * TEST PAYMENTS: NO MONEY MOVES. The offline provider, used when no PayPal credentials are
 * set (decision 064), so the whole purchase works on a laptop and in e2e tests. It behaves like
 * PayPal where callers can tell (approval before capture, idempotency by requestId, one capture
 * per order, a decline replayed for its request id, pending captures and refunds, real webhook
 * signatures) and keeps its state in the store's database (`test-payment-state.ts`), so every
 * instance on that database, and a restarted one, sees the same test payments.
 *
 * The checkout's test buttons stand in for PayPal's popup: the server calls
 * `await approveOrder(id, 'approve' | 'decline')` (or `approveSubscription`) and then captures
 * as it would with PayPal. A capture of a declined order throws kind 'declined'; the payer may
 * approve again (PayPal's restart with another instrument) and a capture with a new request id
 * succeeds, while the declined attempt's request id keeps answering with its decline.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { PaymentProviderError, type PaymentErrorKind } from './errors.js';
import { formatMinorUnits } from './money.js';
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
  type RefundStatus,
  type WebhookHeaders,
  type WebhookVerification,
} from './provider.js';
import { TestPaymentState, type StateTransaction } from './test-payment-state.js';

export const TEST_PAYER: Payer = { email: 'test-payer@marquee.local', name: 'Test Payer' };
const BILLING_PERIOD_MS = 30 * 24 * 60 * 60 * 1000;

interface TestCapture {
  captureId: string;
  /** DECLINED: a pending capture that was then refused. */
  status: 'COMPLETED' | 'PENDING' | 'DECLINED';
  amountCents: number;
  currency: string;
}

interface TestOrder {
  id: string;
  reference: string;
  amountCents: number;
  currency: string;
  status: 'CREATED' | 'APPROVED' | 'DECLINED' | 'COMPLETED';
  capture?: TestCapture;
  /** Refunded or being refunded (PENDING refunds included, FAILED ones not). */
  refundedCents: number;
}

interface TestRefund {
  refundId: string;
  captureId: string;
  orderId: string;
  amountCents: number;
  currency: string;
  status: RefundStatus;
}

interface TestSubscription {
  id: string;
  planId: string;
  customId: string;
  status: ProviderSubscription['status'];
  startTime?: string;
  nextBillingTime?: string;
}

/** The first outcome of a request id: a result, or a decline that a repeat must get again. */
type Outcome<T> = { result: T } | { error: { kind: PaymentErrorKind; message: string; status: number; issue: string } };

interface AttachedStore {
  db: Db;
  state: TestPaymentState;
  /** The webhook signing key, read (or made) once per database handle. */
  secret?: Promise<Buffer>;
}

export interface SignedWebhook {
  headers: Record<string, string>;
  rawBody: string;
}

/** What the next captures and refunds do, as PayPal's switches for a bad (or slow) day. */
export interface TestPaymentSettings {
  /** PENDING: captures wait for `settleCapture`, as an e-check does. */
  captureStatus: 'COMPLETED' | 'PENDING';
  /** PENDING refunds wait for `settleRefund`; FAILED ones give nothing back. */
  refundStatus: 'COMPLETED' | 'PENDING' | 'FAILED';
}

export class TestPaymentProvider implements PaymentProvider {
  readonly name = 'test' as const;
  readonly isTest = true;
  /** Per provider object (not shared through the database): tests set them. */
  readonly settings: TestPaymentSettings = { captureStatus: 'COMPLETED', refundStatus: 'COMPLETED' };
  /**
   * Mutable state in one object, never reassigned: a wrapper made with Object.create(provider)
   * (tests that inject faults do) then shares the database and the id sequence instead of
   * growing its own copies. `instance` keeps ids apart between processes and instances.
   */
  private readonly shared: { store?: AttachedStore; sequence: number; instance: string } = {
    sequence: 0,
    instance: randomBytes(4).toString('hex').toUpperCase(),
  };
  private readonly now: () => Date;

  constructor(options: { db?: Db; now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
    if (options.db) this.attachDatabase(options.db);
  }

  /**
   * Keeps the state in `db` (buildApp calls this with the store's database). Attaching again
   * with another handle (another instance's pool on the same database) switches to it.
   */
  attachDatabase(db: Db): void {
    if (this.shared.store?.db !== db) this.shared.store = { db, state: new TestPaymentState(db) };
  }

  async createOrder(input: CreateOrderInput): Promise<CreatedOrder> {
    assertOrderInput(input);
    return this.once(`order:${input.requestId}`, undefined, async (tx) => {
      const order: TestOrder = {
        id: this.nextId('TEST-ORDER'),
        reference: input.reference,
        amountCents: input.amountCents,
        currency: input.currency,
        status: 'CREATED',
        refundedCents: 0,
      };
      await tx.put(`order:${order.id}`, order);
      return { result: { providerOrderId: order.id } };
    });
  }

  /** What PayPal's popup does: the payer approves or their payment is refused; a refused payer may approve again. */
  async approveOrder(providerOrderId: string, outcome: 'approve' | 'decline' = 'approve'): Promise<void> {
    // One statement (approvals are the busiest call in the checkout tests); a captured order stays captured.
    const status: TestOrder['status'] = outcome === 'approve' ? 'APPROVED' : 'DECLINED';
    const key = `order:${providerOrderId}`;
    const merged = await this.state().merge(key, { status }, { field: 'status', value: 'COMPLETED' });
    if (!merged && !(await this.state().get(key))) throw notFound(`no test order ${providerOrderId}`);
  }

  async captureOrder(providerOrderId: string, { requestId }: { requestId: string }): Promise<CaptureResult> {
    return this.once(`capture:${providerOrderId}:${requestId}`, `order:${providerOrderId}`, async (tx) => {
      const order = await this.lockOrder(tx, providerOrderId);
      if (order.capture?.status === 'DECLINED' || (!order.capture && order.status === 'DECLINED')) {
        return declined(`test payment ${order.id} was declined`);
      }
      if (order.capture) return { result: captureResult(order.capture) };
      if (order.status !== 'APPROVED') {
        throw new PaymentProviderError('invalid', `test payment ${order.id} is not approved`, {
          status: 422,
          issue: 'ORDER_NOT_APPROVED',
        });
      }
      const capture: TestCapture = {
        captureId: this.nextId('TEST-CAPTURE'),
        status: this.settings.captureStatus,
        amountCents: order.amountCents,
        currency: order.currency,
      };
      order.status = 'COMPLETED';
      order.capture = capture;
      await tx.put(`order:${order.id}`, order);
      await tx.put(`capture:${capture.captureId}`, { orderId: order.id });
      return { result: captureResult(capture) };
    });
  }

  /**
   * A PENDING capture settles: COMPLETED (the money arrived) or DECLINED (it did not). Returns
   * the webhook PayPal would send (PAYMENT.CAPTURE.COMPLETED or .DENIED), signed, to deliver.
   */
  async settleCapture(captureId: string, outcome: 'COMPLETED' | 'DECLINED' = 'COMPLETED'): Promise<SignedWebhook> {
    const { orderId } = await this.pointer(captureId);
    const order = await this.state().transaction(async (tx) => {
      const current = await this.lockOrder(tx, orderId);
      const capture = current.capture!;
      if (capture.status === 'PENDING') {
        capture.status = outcome;
        await tx.put(`order:${current.id}`, current);
      }
      return current;
    });
    const capture = order.capture!;
    return this.signWebhook(capture.status === 'DECLINED' ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED', {
      id: capture.captureId,
      status: capture.status,
      amount: { currency_code: capture.currency, value: formatMinorUnits(capture.amountCents, capture.currency) },
      final_capture: true,
      supplementary_data: { related_ids: { order_id: order.id } },
    });
  }

  async getOrder(providerOrderId: string): Promise<ProviderOrder> {
    const order = await this.state().get<TestOrder>(`order:${providerOrderId}`);
    if (!order) throw notFound(`no test order ${providerOrderId}`);
    const capture = order.capture && order.capture.status !== 'DECLINED' ? captureResult(order.capture) : undefined;
    return {
      providerOrderId: order.id,
      // A declined test order stays approvable again, as PayPal lets the payer choose another card.
      status: order.status === 'DECLINED' ? 'CREATED' : order.status,
      amountCents: order.amountCents,
      currency: order.currency,
      reference: order.reference,
      ...(capture ? { capture, payer: TEST_PAYER } : {}),
    };
  }

  async refundCapture(captureId: string, input: RefundInput): Promise<RefundResult> {
    const { orderId } = await this.pointer(captureId);
    return this.once(`refund:${captureId}:${input.requestId}`, `order:${orderId}`, async (tx) => {
      const order = await this.lockOrder(tx, orderId);
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
      const refund: TestRefund = {
        refundId: this.nextId('TEST-REFUND'),
        captureId,
        orderId,
        amountCents: amount,
        currency: order.currency,
        status: this.settings.refundStatus,
      };
      if (refund.status !== 'FAILED') {
        order.refundedCents += amount;
        await tx.put(`order:${order.id}`, order);
      }
      await tx.put(`refund:${refund.refundId}`, refund);
      return { result: refundResult(refund) };
    });
  }

  async getRefund(refundId: string): Promise<RefundResult> {
    const refund = await this.state().get<TestRefund>(`refund:${refundId}`);
    if (!refund) throw notFound(`no test refund ${refundId}`);
    return refundResult(refund);
  }

  /** A PENDING refund finishes: COMPLETED gives the money back, FAILED returns it to the capture. */
  async settleRefund(refundId: string, status: 'COMPLETED' | 'FAILED'): Promise<RefundResult> {
    const found = await this.state().get<TestRefund>(`refund:${refundId}`);
    if (!found) throw notFound(`no test refund ${refundId}`);
    return this.state().transaction(async (tx) => {
      const order = await this.lockOrder(tx, found.orderId);
      const refund = (await tx.lock<TestRefund>(`refund:${refundId}`))!;
      if (refund.status !== 'PENDING') return refundResult(refund);
      refund.status = status;
      if (status === 'FAILED') {
        order.refundedCents -= refund.amountCents;
        await tx.put(`order:${order.id}`, order);
      }
      await tx.put(`refund:${refundId}`, refund);
      return refundResult(refund);
    });
  }

  async createSubscription(input: CreateSubscriptionInput): Promise<CreatedSubscription> {
    return this.once(`subscription:${input.requestId}`, undefined, async (tx) => {
      const subscription: TestSubscription = {
        id: this.nextId('TEST-SUB'),
        planId: input.planId,
        customId: input.customId,
        status: 'APPROVAL_PENDING',
        // PayPal's default start_time is the time of the request.
        startTime: this.now().toISOString(),
      };
      await tx.put(`subscription:${subscription.id}`, subscription);
      return { result: { subscriptionId: subscription.id } };
    });
  }

  /** The subscriber approves: active at once, first renewal 30 days on. */
  async approveSubscription(subscriptionId: string): Promise<void> {
    await this.state().transaction(async (tx) => {
      const subscription = await this.lockSubscription(tx, subscriptionId);
      if (subscription.status !== 'APPROVAL_PENDING') return;
      subscription.status = 'ACTIVE';
      subscription.nextBillingTime = new Date(this.now().getTime() + BILLING_PERIOD_MS).toISOString();
      await tx.put(`subscription:${subscription.id}`, subscription);
    });
  }

  async getSubscription(subscriptionId: string): Promise<ProviderSubscription> {
    const s = await this.state().get<TestSubscription>(`subscription:${subscriptionId}`);
    if (!s) throw notFound(`no test subscription ${subscriptionId}`);
    return {
      subscriptionId: s.id,
      status: s.status,
      planId: s.planId,
      customId: s.customId,
      ...(s.startTime ? { startTime: s.startTime } : {}),
      ...(s.nextBillingTime ? { nextBillingTime: s.nextBillingTime } : {}),
    };
  }

  async cancelSubscription(subscriptionId: string, _reason: string): Promise<void> {
    await this.state().transaction(async (tx) => {
      const subscription = await this.lockSubscription(tx, subscriptionId);
      if (subscription.status === 'CANCELLED') return;
      if (subscription.status !== 'ACTIVE' && subscription.status !== 'SUSPENDED') {
        throw new PaymentProviderError('invalid', `test subscription ${subscriptionId} is ${subscription.status}`, {
          status: 422,
          issue: 'SUBSCRIPTION_STATUS_INVALID',
        });
      }
      subscription.status = 'CANCELLED';
      delete subscription.nextBillingTime;
      await tx.put(`subscription:${subscription.id}`, subscription);
    });
  }

  /**
   * A webhook as this provider would send it, signed with the database's secret (any instance
   * on that database verifies it): POST `rawBody` with `headers` to the webhook route. The
   * event id is derived from the transmission, so sending the same result twice is a replay.
   */
  async signWebhook(type: string, resource: Record<string, unknown>): Promise<SignedWebhook> {
    const transmissionId = this.nextId('TEST-TRANSMISSION');
    const rawBody = JSON.stringify({ id: `WH-${transmissionId}`, event_type: type, resource });
    const time = this.now().toISOString();
    return {
      rawBody,
      headers: {
        [webhookHeaderNames.transmissionId]: transmissionId,
        [webhookHeaderNames.transmissionTime]: time,
        [webhookHeaderNames.transmissionSig]: await this.signature(transmissionId, time, rawBody),
        [webhookHeaderNames.authAlgo]: 'HMAC-SHA256',
        [webhookHeaderNames.certUrl]: 'test:',
      },
    };
  }

  async verifyWebhook(headers: WebhookHeaders, rawBody: string): Promise<WebhookVerification> {
    const { id, time, sig } = webhookTransmission(headers);
    const event = parseWebhookEvent(rawBody);
    if (!id || !time || !sig || !event) return { verified: false };
    const expected = Buffer.from(await this.signature(id, time, rawBody));
    const given = Buffer.from(sig);
    const verified = given.length === expected.length && timingSafeEqual(given, expected);
    return verified ? { verified, event } : { verified: false };
  }

  private async signature(transmissionId: string, time: string, rawBody: string): Promise<string> {
    const digest = createHash('sha256').update(rawBody).digest('hex');
    return createHmac('sha256', await this.secret())
      .update(`${transmissionId}|${time}|${digest}`)
      .digest('base64');
  }

  /** One signing key per database, made by whichever instance needs it first. */
  private secret(): Promise<Buffer> {
    const store = this.attached();
    store.secret ??= store.state
      .transaction(async (tx) => {
        await tx.claim('secret', { key: randomBytes(32).toString('base64') });
        return (await tx.lock<{ key: string }>('secret'))!.key;
      })
      .then((key) => Buffer.from(key, 'base64'))
      .catch((error: unknown) => {
        store.secret = undefined;
        throw error;
      });
    return store.secret;
  }

  private nextId(prefix: string): string {
    const sequence = (this.shared.sequence += 1);
    return `${prefix}-${this.shared.instance}-${String(sequence).padStart(6, '0')}`;
  }

  private state(): TestPaymentState {
    return this.attached().state;
  }

  private attached(): AttachedStore {
    const { store } = this.shared;
    if (!store) throw new Error('TestPaymentProvider has no database: pass { db } or call attachDatabase(db) first');
    return store;
  }

  /**
   * Runs `action` once per request key, across instances: `lockFirst` (the resource it
   * changes) is locked before the key is claimed, so every change of one resource takes its
   * locks in one order. A repeat gets the stored outcome; an error thrown by `action` is not
   * stored (the transaction rolls back), a returned decline is.
   */
  private async once<T>(
    key: string,
    lockFirst: string | undefined,
    action: (tx: StateTransaction) => Promise<Outcome<T>>,
  ): Promise<T> {
    const requestKey = `request:${key}`;
    const outcome = await this.state().transaction(async (tx) => {
      if (lockFirst) await tx.lock(lockFirst);
      // A second caller with this key waits here until the first commits, then reads its outcome.
      if (!(await tx.claim(requestKey, { pending: true }))) {
        return (await tx.lock<Outcome<T>>(requestKey))!;
      }
      const fresh = await action(tx);
      await tx.put(requestKey, fresh);
      return fresh;
    });
    if ('error' in outcome) {
      const { kind, message, status, issue } = outcome.error;
      throw new PaymentProviderError(kind, message, { status, issue });
    }
    return outcome.result;
  }

  private async pointer(captureId: string): Promise<{ orderId: string }> {
    const pointer = await this.state().get<{ orderId: string }>(`capture:${captureId}`);
    if (!pointer) throw notFound(`no test capture ${captureId}`);
    return pointer;
  }

  private async lockOrder(tx: StateTransaction, id: string): Promise<TestOrder> {
    const order = await tx.lock<TestOrder>(`order:${id}`);
    if (!order) throw notFound(`no test order ${id}`);
    return order;
  }

  private async lockSubscription(tx: StateTransaction, id: string): Promise<TestSubscription> {
    const subscription = await tx.lock<TestSubscription>(`subscription:${id}`);
    if (!subscription) throw notFound(`no test subscription ${id}`);
    return subscription;
  }
}

function captureResult(capture: TestCapture): CaptureResult {
  return {
    status: capture.status === 'PENDING' ? 'PENDING' : 'COMPLETED',
    captureId: capture.captureId,
    amountCents: capture.amountCents,
    currency: capture.currency,
    payer: TEST_PAYER,
  };
}

function refundResult(refund: TestRefund): RefundResult {
  return {
    refundId: refund.refundId,
    status: refund.status,
    amount: { amountCents: refund.amountCents, currency: refund.currency },
  };
}

function declined(message: string): Outcome<never> {
  return { error: { kind: 'declined', message, status: 422, issue: 'INSTRUMENT_DECLINED' } };
}

function notFound(message: string): PaymentProviderError {
  return new PaymentProviderError('invalid', message, { status: 404, issue: 'RESOURCE_NOT_FOUND' });
}
