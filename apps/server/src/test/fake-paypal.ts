/**
 * A fake PayPal REST API on 127.0.0.1 for the adapter's and the checkout's tests (issues 11, 26):
 * the OAuth2 token, Orders v2, captures (PENDING ones too), partial and pending refunds,
 * Subscriptions v1 and verify-webhook-signature over the exact bytes of a webhook, with state,
 * PayPal-Request-Id idempotency (4xx answers replayed too, as a declined capture is) and
 * switches for what PayPal does on a bad day (declines, 503, 429, captures that never answer,
 * a capture of another amount). `/__fake/...` stands in for the payer's popup over HTTP, for a
 * browser test with a stand-in SDK (fake-paypal-json.ts writes webhook bodies as PayPal does).
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fromMinor, paypalJson, toMinor } from './fake-paypal-json.js';

type Json = Record<string, unknown>;

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchaseUnit: Json;
  amount: { currency_code: string; value: string };
  /** The body's payment_source, as sent (experience_context...). */
  paymentSource?: Json;
  decline?: 'instrument' | 'capture-status';
  payer?: Json;
  capture?: Json;
}

interface FakeCapture {
  order: FakeOrder;
  /** Minor units refunded or being refunded (FAILED refunds give it back). */
  refunded: number;
}

interface FakeSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'CANCELLED';
  plan_id: string;
  custom_id: string;
  subscriber: Json;
  start_time: string;
  next_billing_time?: string;
  cancelReason?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type RefundStatus = 'COMPLETED' | 'PENDING' | 'FAILED';

export async function startFakePayPal(options: { clientId?: string; clientSecret?: string; webhookId?: string } = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const signingSecret = randomBytes(32);
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeCapture>();
  /** Refunds as PayPal answers them (GET /v2/payments/refunds/{id}). */
  const refunds = new Map<string, Json>();
  const subscriptions = new Map<string, FakeSubscription>();
  const tokens = new Map<string, number>();
  /** `${path} ${PayPal-Request-Id}` -> the first answer. */
  const idempotent = new Map<string, { status: number; body: Json }>();
  /** PayPal-Request-Id -> how many requests carried it (retries included, 503s and 429s too). */
  const requestAttempts = new Map<string, number>();
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}${String(++sequence).padStart(8, '0')}`;

  const state = {
    /** Seconds in each token's expires_in. */
    tokenLifetimeSeconds: 32_400,
    /** Captures never answer (timeouts). */
    hangCaptures: false,
    /** The next API calls (not the token) never answer, this many times. */
    hangNext: 0,
    /** Captures take this amount value instead of the order's (a provider-side surprise). */
    captureValueOverride: undefined as string | undefined,
    /** The status of the next captures: PENDING as for an e-check that has not cleared. */
    captureStatus: 'COMPLETED' as 'COMPLETED' | 'PENDING',
    /** The status of the next refunds; PENDING ones wait for settleRefund. */
    refundStatus: 'COMPLETED' as RefundStatus,
    /** The next API calls (any path but the token) answer 503, this many times. */
    failNext: 0,
    /** The next API calls (any path but the token) answer 429 with Retry-After: 1, this many times. */
    throttleNext: 0,
    /** Counts of the requests that did something (idempotent repeats are not counted). */
    counts: { tokens: 0, captures: 0, refunds: 0, subscriptions: 0, orders: 0 },
  };

  const error = (status: number, name: string, issue?: string): { status: number; body: Json } => ({
    status,
    body: { name, debug_id: randomUUID().slice(0, 13), ...(issue ? { details: [{ issue }] } : {}) },
  });

  const link = (rel: string, path: string) => ({ rel, href: `${url}${path}`, method: 'GET' });

  const orderJson = (order: FakeOrder): Json => ({
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
    ...(order.paymentSource ? { payment_source: order.paymentSource } : {}),
    purchase_units: [
      {
        ...order.purchaseUnit,
        ...(order.payer?.shipping ? { shipping: order.payer.shipping } : {}),
        ...(order.capture ? { payments: { captures: [order.capture] } } : {}),
      },
    ],
    ...(order.payer ? { payer: { ...order.payer, shipping: undefined } } : {}),
    links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, method: 'GET' }],
  });

  const subscriptionJson = (s: FakeSubscription): Json => ({
    id: s.id,
    status: s.status,
    plan_id: s.plan_id,
    custom_id: s.custom_id,
    subscriber: s.subscriber,
    start_time: s.start_time,
    ...(s.next_billing_time ? { billing_info: { next_billing_time: s.next_billing_time } } : {}),
    links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${s.id}` }],
  });

  const validMoney = (money: unknown): money is { currency_code: string; value: string } => {
    const m = money as Json | undefined;
    return (
      typeof m?.currency_code === 'string' &&
      typeof m.value === 'string' &&
      toMinor(m.value, m.currency_code) !== undefined
    );
  };

  /** PayPal signs the transmission id, time, webhook id and the body's exact bytes (their CRC; a hash here). */
  const signature = (transmissionId: string, time: string, rawEvent: string) =>
    createHmac('sha256', signingSecret)
      .update(`${transmissionId}|${time}|${webhookId}|${createHash('sha256').update(rawEvent, 'utf8').digest('hex')}`)
      .digest('base64');

  /** A capture's status after its refunds: PARTIALLY_REFUNDED, then REFUNDED when all is given back. */
  const refreshCaptureStatus = (capture: FakeCapture) => {
    const json = capture.order.capture as Json;
    const amount = json.amount as { currency_code: string; value: string };
    const captured = toMinor(amount.value, amount.currency_code) ?? 0;
    const completed = [...refunds.values()]
      .filter((r) => r.capture_id === json.id && r.status === 'COMPLETED')
      .reduce((sum, r) => sum + (toMinor((r.amount as Json).value as string, amount.currency_code) ?? 0), 0);
    if (completed === 0) return;
    json.status = completed >= captured ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
  };

  function capture(order: FakeOrder): { status: number; body: Json } {
    if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
    if (order.decline === 'instrument') return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
    if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
    state.counts.captures += 1;
    const declined = order.decline === 'capture-status';
    const id = nextId('FAKECAPTURE');
    order.capture = {
      id,
      status: declined ? 'DECLINED' : state.captureStatus,
      amount: { currency_code: order.amount.currency_code, value: state.captureValueOverride ?? order.amount.value },
      final_capture: true,
      ...(state.captureStatus === 'PENDING' && !declined ? { status_details: { reason: 'ECHECK' } } : {}),
      supplementary_data: { related_ids: { order_id: order.id } },
      links: [link('self', `/v2/payments/captures/${id}`), link('up', `/v2/checkout/orders/${order.id}`)],
    };
    if (!declined) {
      order.status = 'COMPLETED';
      captures.set(id, { order, refunded: 0 });
    }
    return { status: 201, body: orderJson(order) };
  }

  function refund(captureId: string, body: Json): { status: number; body: Json } {
    const found = captures.get(captureId);
    if (!found) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    const captured = found.order.capture as Json;
    const amount = captured.amount as { currency_code: string; value: string };
    if (captured.status === 'PENDING' || captured.status === 'DECLINED') {
      return error(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_STATUS_NOT_VALID');
    }
    if (body.amount !== undefined && !validMoney(body.amount)) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
    }
    const total = toMinor(amount.value, amount.currency_code) ?? 0;
    const requested =
      body.amount === undefined
        ? total - found.refunded
        : (toMinor((body.amount as Json).value as string, amount.currency_code) ?? 0);
    if (requested <= 0 || found.refunded + requested > total) {
      return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
    }
    state.counts.refunds += 1;
    const id = nextId('FAKEREFUND');
    const status = state.refundStatus;
    if (status !== 'FAILED') found.refunded += requested;
    const json: Json = {
      id,
      status,
      amount: { currency_code: amount.currency_code, value: fromMinor(requested, amount.currency_code) },
      ...(status === 'PENDING' ? { status_details: { reason: 'ECHECK' } } : {}),
      capture_id: captureId,
      links: [link('self', `/v2/payments/refunds/${id}`), link('up', `/v2/payments/captures/${captureId}`)],
    };
    refunds.set(id, json);
    refreshCaptureStatus(found);
    return { status: 201, body: publicRefund(json) };
  }

  /** The refund without the fake's own bookkeeping field. */
  const publicRefund = ({ capture_id: _captureId, ...rest }: Json): Json => rest;

  function route(method: string, path: string, body: Json): { status: number; body: Json } | 'hang' {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as Json | undefined;
      if (body.intent !== 'CAPTURE' || !unit) return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      if (!validMoney(unit.amount)) return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      state.counts.orders += 1;
      const order: FakeOrder = {
        id: nextId('FAKEORDER'),
        status: 'CREATED',
        purchaseUnit: unit,
        amount: unit.amount,
        ...(body.payment_source ? { paymentSource: body.payment_source as Json } : {}),
      };
      orders.set(order.id, order);
      return { status: 201, body: orderJson(order) };
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path))) {
      const order = orders.get(match[1] ?? '');
      if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET' && !match[2]) return { status: 200, body: orderJson(order) };
      if (method !== 'POST' || !match[2]) return error(405, 'METHOD_NOT_SUPPORTED');
      if (state.hangCaptures) return 'hang';
      return capture(order);
    }
    if (method === 'POST' && (match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path))) {
      return refund(match[1] ?? '', body);
    }
    if (method === 'GET' && (match = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path))) {
      const found = refunds.get(match[1] ?? '');
      return found
        ? { status: 200, body: publicRefund(found) }
        : error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
    }
    if (method === 'GET' && (match = /^\/v2\/payments\/captures\/([^/]+)$/.exec(path))) {
      const found = captures.get(match[1] ?? '');
      return found ? { status: 200, body: found.order.capture as Json } : error(404, 'RESOURCE_NOT_FOUND');
    }
    if (method === 'POST' && path === '/v1/billing/subscriptions') {
      if (typeof body.plan_id !== 'string') return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      state.counts.subscriptions += 1;
      const subscription: FakeSubscription = {
        id: nextId('I-FAKESUB'),
        status: 'APPROVAL_PENDING',
        plan_id: body.plan_id,
        custom_id: typeof body.custom_id === 'string' ? body.custom_id : '',
        subscriber: (body.subscriber ?? {}) as Json,
        // PayPal's default start_time is the time of the request.
        start_time: typeof body.start_time === 'string' ? body.start_time : new Date().toISOString(),
      };
      subscriptions.set(subscription.id, subscription);
      return { status: 201, body: subscriptionJson(subscription) };
    }
    if ((match = /^\/v1\/billing\/subscriptions\/([^/]+)(\/cancel)?$/.exec(path))) {
      const subscription = subscriptions.get(match[1] ?? '');
      if (!subscription) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET' && !match[2]) return { status: 200, body: subscriptionJson(subscription) };
      if (method !== 'POST' || !match[2]) return error(405, 'METHOD_NOT_SUPPORTED');
      if (subscription.status !== 'ACTIVE') return error(422, 'UNPROCESSABLE_ENTITY', 'SUBSCRIPTION_STATUS_INVALID');
      subscription.status = 'CANCELLED';
      subscription.cancelReason = String(body.reason ?? '');
      delete subscription.next_billing_time;
      return { status: 204, body: {} };
    }
    return error(404, 'RESOURCE_NOT_FOUND');
  }

  /**
   * verify-webhook-signature over the bytes received: `webhook_event` is read as the raw text
   * after its key (the adapter sends it last), never parsed and re-serialised, so an adapter
   * that re-serialises the event fails here as it would at PayPal.
   */
  function verifyWebhookSignature(raw: string, body: Json): { status: number; body: Json } {
    const at = raw.indexOf('"webhook_event":');
    const tail = at < 0 ? '' : raw.slice(at + '"webhook_event":'.length).trim();
    const rawEvent = tail.endsWith('}') ? tail.slice(0, -1).trimEnd() : '';
    const ok =
      rawEvent !== '' &&
      body.webhook_id === webhookId &&
      typeof body.transmission_id === 'string' &&
      typeof body.transmission_time === 'string' &&
      body.transmission_sig === signature(body.transmission_id, body.transmission_time, rawEvent);
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  /** The payer's popup over HTTP: POST /__fake/{orders|subscriptions}/{id}/approve {"outcome": ...}. */
  function payerAction(method: string, path: string, raw: string, send: (status: number, body: Json) => void) {
    const match = /^\/__fake\/(orders|subscriptions)\/([^/]+)\/approve$/.exec(path);
    if (!match || method !== 'POST') return send(404, { name: 'RESOURCE_NOT_FOUND' });
    let outcome: unknown;
    try {
      outcome = (JSON.parse(raw || '{}') as Json).outcome ?? 'approve';
    } catch {
      return send(400, { name: 'INVALID_REQUEST', message: 'the body is not JSON' });
    }
    if (outcome !== 'approve' && outcome !== 'decline') {
      return send(400, { name: 'INVALID_REQUEST', message: 'outcome must be "approve" or "decline"' });
    }
    const id = match[2] ?? '';
    if (match[1] === 'orders') {
      if (!orders.has(id)) return send(404, { name: 'RESOURCE_NOT_FOUND' });
      if (outcome === 'approve') approve(id);
      else decline(id);
      return send(200, { id, status: orders.get(id)!.status });
    }
    const subscription = subscriptions.get(id);
    if (!subscription) return send(404, { name: 'RESOURCE_NOT_FOUND' });
    // A subscriber who declines closes the window: the subscription stays APPROVAL_PENDING.
    if (outcome === 'approve') approveSubscription(id);
    return send(200, { id, status: subscription.status });
  }

  function handle(request: IncomingMessage, raw: string, response: ServerResponse) {
    const path = (request.url ?? '/').replace(/\?.*$/, '');
    const method = request.method ?? 'GET';
    requests.push({ method, path, headers: request.headers, body: raw });
    const send = (status: number, body: Json, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(status === 204 ? '' : JSON.stringify(body));
    };
    if (path.startsWith('/__fake/')) {
      const cors = {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
      };
      if (method === 'OPTIONS') {
        response.writeHead(204, cors);
        return response.end();
      }
      return payerAction(method, path, raw, (status, body) => send(status, body, cors));
    }
    const requestId = request.headers['paypal-request-id'];
    if (typeof requestId === 'string') requestAttempts.set(requestId, (requestAttempts.get(requestId) ?? 0) + 1);
    if (path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (method !== 'POST' || request.headers.authorization !== expected || raw !== 'grant_type=client_credentials') {
        return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
      }
      state.counts.tokens += 1;
      const token = `A21FAKE${randomBytes(12).toString('hex')}`;
      tokens.set(token, Date.now() + state.tokenLifetimeSeconds * 1000);
      return send(200, { access_token: token, token_type: 'Bearer', expires_in: state.tokenLifetimeSeconds });
    }
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiresAt = bearer ? tokens.get(bearer) : undefined;
    if (!expiresAt || expiresAt < Date.now()) {
      return send(401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid token' });
    }
    if (state.hangNext > 0) {
      state.hangNext -= 1;
      hanging.add(response);
      return;
    }
    if (state.failNext > 0) {
      state.failNext -= 1;
      return send(503, { name: 'SERVICE_UNAVAILABLE', debug_id: 'fake503' });
    }
    if (state.throttleNext > 0) {
      state.throttleNext -= 1;
      return send(429, { name: 'RATE_LIMIT_REACHED', debug_id: 'fake429' }, { 'retry-after': '1' });
    }
    let body: Json = {};
    try {
      body = raw ? (JSON.parse(raw) as Json) : {};
    } catch {
      return send(400, { name: 'INVALID_REQUEST', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] });
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const answer = verifyWebhookSignature(raw, body);
      return send(answer.status, answer.body);
    }
    const key = method === 'POST' && typeof requestId === 'string' ? `${path} ${requestId}` : undefined;
    const repeat = key ? idempotent.get(key) : undefined;
    if (repeat) return send(repeat.status, repeat.body);
    const answer = route(method, path, body);
    if (answer === 'hang') {
      hanging.add(response);
      return;
    }
    if (key && answer.status < 500) idempotent.set(key, answer);
    send(answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, Buffer.concat(chunks).toString('utf8'), response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const url = `http://127.0.0.1:${port}`;

  const order = (id: string) => {
    const found = orders.get(id);
    if (!found) throw new Error(`fake PayPal has no order ${id}`);
    return found;
  };

  /**
   * A webhook signed as PayPal would sign it: verify-webhook-signature answers SUCCESS for it
   * only when it gets these exact bytes back. The body is written as PayPal's servers write
   * it (their key order, ", " and ": " separators, non-ASCII as \u escapes), so re-serialising
   * it with JSON.stringify changes its bytes.
   */
  const webhook = (type: string, resource: Json, eventId = nextId('WH-')) => {
    const event = {
      id: eventId,
      create_time: new Date().toISOString(),
      resource_type: type.split('.')[1]?.toLowerCase(),
      event_type: type,
      summary: `Événement ${type} – Marquee`,
      resource,
      links: [{ href: `${url}/v1/notifications/webhooks-events/${eventId}`, rel: 'self', method: 'GET' }],
      event_version: '1.0',
      resource_version: '2.0',
    };
    const rawBody = paypalJson(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    return {
      rawBody,
      headers: {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, rawBody),
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-FAKE`,
        'paypal-auth-algo': 'SHA256withRSA',
        'content-type': 'application/json',
      },
    };
  };

  /** The payer approves the order in PayPal's popup (again, after a decline: another instrument). */
  function approve(
    orderId: string,
    payer: Json = { email_address: 'payer@example.com', name: { given_name: 'Pat', surname: 'Payer' } },
  ) {
    const found = order(orderId);
    if (found.status === 'COMPLETED') return;
    found.status = 'APPROVED';
    found.payer = payer;
    delete found.decline;
  }

  /** The payer approves but the capture is refused: a 422 INSTRUMENT_DECLINED, or a capture with status DECLINED. */
  function decline(orderId: string, how: FakeOrder['decline'] = 'instrument') {
    const found = order(orderId);
    found.status = 'APPROVED';
    found.decline = how;
  }

  function approveSubscription(id: string, nextBillingTime = new Date(Date.now() + 30 * 86_400_000).toISOString()) {
    const found = subscriptions.get(id);
    if (!found) throw new Error(`fake PayPal has no subscription ${id}`);
    found.status = 'ACTIVE';
    found.next_billing_time = nextBillingTime;
  }

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    state,
    requests,
    requestAttempts,
    orders,
    refunds,
    subscriptions,
    approve,
    decline,
    approveSubscription,
    /**
     * A PENDING capture clears (COMPLETED) or is refused (DECLINED); returns the signed
     * PAYMENT.CAPTURE.COMPLETED (or .DENIED) webhook PayPal would send, to deliver.
     */
    completeCapture(captureId: string, status: 'COMPLETED' | 'DECLINED' = 'COMPLETED') {
      const found = captures.get(captureId);
      if (!found) throw new Error(`fake PayPal has no capture ${captureId}`);
      const json = found.order.capture as Json;
      if (json.status === 'PENDING') {
        json.status = status;
        delete json.status_details;
      }
      return webhook(json.status === 'DECLINED' ? 'PAYMENT.CAPTURE.DENIED' : 'PAYMENT.CAPTURE.COMPLETED', { ...json });
    },
    /** A PENDING refund finishes; a FAILED one gives its amount back to the capture. Returns the refund. */
    settleRefund(refundId: string, status: 'COMPLETED' | 'FAILED') {
      const found = refunds.get(refundId);
      if (!found) throw new Error(`fake PayPal has no refund ${refundId}`);
      if (found.status === 'PENDING') {
        const captured = captures.get(found.capture_id as string)!;
        found.status = status;
        delete found.status_details;
        if (status === 'FAILED') {
          const amount = found.amount as { currency_code: string; value: string };
          captured.refunded -= toMinor(amount.value, amount.currency_code) ?? 0;
        }
        refreshCaptureStatus(captured);
      }
      return publicRefund(found);
    },
    /** The signed PAYMENT.CAPTURE.REFUNDED webhook for a refund; its `up` link names the capture. */
    refundWebhook(refundId: string) {
      const found = refunds.get(refundId);
      if (!found) throw new Error(`fake PayPal has no refund ${refundId}`);
      return webhook('PAYMENT.CAPTURE.REFUNDED', publicRefund(found));
    },
    /** How many requests carried this PayPal-Request-Id (1 when no retry happened). */
    attemptsFor(requestId: string) {
      return requestAttempts.get(requestId) ?? 0;
    },
    /** Every token issued so far stops working, as when PayPal revokes them early. */
    revokeTokens() {
      tokens.clear();
    },
    webhook,
    /** POSTs a signed webhook to `target` (the store's webhook route), as PayPal delivers it. */
    async sendWebhook(target: string, type: string, resource: Json, eventId?: string) {
      const { headers, rawBody } = webhook(type, resource, eventId);
      return fetch(target, { method: 'POST', headers, body: rawBody });
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakePayPal = Awaited<ReturnType<typeof startFakePayPal>>;
