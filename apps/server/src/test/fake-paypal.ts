/**
 * A fake PayPal REST API on 127.0.0.1 for the adapter's end-to-end tests (issue 11): the
 * OAuth2 token, Orders v2, captures, refunds, Subscriptions v1 and verify-webhook-signature,
 * with state, PayPal-Request-Id idempotency and switches for what PayPal does on a bad day
 * (declines, a capture that never answers, a capture of another amount).
 */
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

type Json = Record<string, unknown>;

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchaseUnit: Json;
  amount: { currency_code: string; value: string };
  decline?: 'instrument' | 'capture-status';
  payer?: Json;
  capture?: Json;
}

interface FakeSubscription {
  id: string;
  status: 'APPROVAL_PENDING' | 'ACTIVE' | 'CANCELLED';
  plan_id: string;
  custom_id: string;
  subscriber: Json;
  next_billing_time?: string;
  cancelReason?: string;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const ZERO_DECIMAL = new Set(['JPY', 'HUF', 'TWD']);

export async function startFakePayPal(options: { clientId?: string; clientSecret?: string; webhookId?: string } = {}) {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const webhookId = options.webhookId ?? 'WH-FAKE-0001';
  const signingSecret = randomBytes(32);
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, { order: FakeOrder; refunded: number }>();
  const subscriptions = new Map<string, FakeSubscription>();
  const tokens = new Map<string, number>();
  /** `${path} ${PayPal-Request-Id}` -> the first answer. */
  const idempotent = new Map<string, { status: number; body: Json }>();
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let sequence = 0;
  const nextId = (prefix: string) => `${prefix}${String(++sequence).padStart(8, '0')}`;

  const state = {
    /** Seconds in each token's expires_in. */
    tokenLifetimeSeconds: 32_400,
    /** Captures never answer (timeouts). */
    hangCaptures: false,
    /** Captures take this amount value instead of the order's (a provider-side surprise). */
    captureValueOverride: undefined as string | undefined,
    /** The status of the next captures: PENDING as for an e-check that has not cleared. */
    captureStatus: 'COMPLETED' as 'COMPLETED' | 'PENDING',
    /** The next API call (not the token) answers 503 this many times. */
    failNext: 0,
    /** Counts of the requests that did something (idempotent repeats are not counted). */
    counts: { tokens: 0, captures: 0, refunds: 0, subscriptions: 0, orders: 0 },
  };

  const error = (status: number, name: string, issue?: string): { status: number; body: Json } => ({
    status,
    body: { name, debug_id: randomUUID().slice(0, 13), ...(issue ? { details: [{ issue }] } : {}) },
  });

  const orderJson = (order: FakeOrder): Json => ({
    id: order.id,
    status: order.status,
    intent: 'CAPTURE',
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
    ...(s.next_billing_time ? { billing_info: { next_billing_time: s.next_billing_time } } : {}),
    links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/webapps/billing/subscriptions?ba_token=${s.id}` }],
  });

  const validMoney = (money: unknown): money is { currency_code: string; value: string } => {
    const m = money as Json | undefined;
    if (typeof m?.currency_code !== 'string' || typeof m.value !== 'string') return false;
    return ZERO_DECIMAL.has(m.currency_code) ? /^\d+$/.test(m.value) : /^\d+(\.\d{1,2})?$/.test(m.value);
  };

  const signature = (transmissionId: string, time: string, event: unknown) =>
    createHmac('sha256', signingSecret)
      .update(
        `${transmissionId}|${time}|${webhookId}|${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`,
      )
      .digest('base64');

  function route(method: string, path: string, body: Json): { status: number; body: Json } | 'hang' {
    let match: RegExpExecArray | null;
    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (Array.isArray(body.purchase_units) ? body.purchase_units[0] : undefined) as Json | undefined;
      if (body.intent !== 'CAPTURE' || !unit) return error(400, 'INVALID_REQUEST', 'MISSING_REQUIRED_PARAMETER');
      if (!validMoney(unit.amount)) return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      state.counts.orders += 1;
      const order: FakeOrder = { id: nextId('FAKEORDER'), status: 'CREATED', purchaseUnit: unit, amount: unit.amount };
      orders.set(order.id, order);
      return { status: 201, body: orderJson(order) };
    }
    if ((match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path))) {
      const order = orders.get(match[1] ?? '');
      if (!order) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      if (method === 'GET' && !match[2]) return { status: 200, body: orderJson(order) };
      if (method !== 'POST' || !match[2]) return error(405, 'METHOD_NOT_SUPPORTED');
      if (state.hangCaptures) return 'hang';
      if (order.status === 'COMPLETED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
      if (order.decline === 'instrument') return error(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED');
      if (order.status !== 'APPROVED') return error(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
      state.counts.captures += 1;
      const declined = order.decline === 'capture-status';
      order.capture = {
        id: nextId('FAKECAPTURE'),
        status: declined ? 'DECLINED' : state.captureStatus,
        amount: { currency_code: order.amount.currency_code, value: state.captureValueOverride ?? order.amount.value },
        final_capture: true,
      };
      if (!declined) {
        order.status = 'COMPLETED';
        captures.set(order.capture.id as string, { order, refunded: 0 });
      }
      return { status: 201, body: orderJson(order) };
    }
    if (method === 'POST' && (match = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path))) {
      const capture = captures.get(match[1] ?? '');
      if (!capture) return error(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      const captured = Number((capture.order.capture?.amount as Json).value);
      const requested = body.amount === undefined ? captured - capture.refunded : Number((body.amount as Json).value);
      if (body.amount !== undefined && !validMoney(body.amount))
        return error(422, 'UNPROCESSABLE_ENTITY', 'DECIMAL_PRECISION');
      if (requested <= 0 || capture.refunded + requested > captured + 1e-9) {
        return error(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
      }
      state.counts.refunds += 1;
      capture.refunded += requested;
      return { status: 201, body: { id: nextId('FAKEREFUND'), status: 'COMPLETED' } };
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
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const ok =
        body.webhook_id === webhookId &&
        typeof body.transmission_id === 'string' &&
        typeof body.transmission_time === 'string' &&
        body.transmission_sig === signature(body.transmission_id, body.transmission_time, body.webhook_event);
      return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
    }
    return error(404, 'RESOURCE_NOT_FOUND');
  }

  function handle(request: IncomingMessage, raw: string, response: ServerResponse) {
    const path = (request.url ?? '/').replace(/\?.*$/, '');
    const method = request.method ?? 'GET';
    requests.push({ method, path, headers: request.headers, body: raw });
    const send = (status: number, body: Json) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(status === 204 ? '' : JSON.stringify(body));
    };
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
    if (state.failNext > 0) {
      state.failNext -= 1;
      return send(503, { name: 'SERVICE_UNAVAILABLE', debug_id: 'fake503' });
    }
    let body: Json = {};
    try {
      body = raw ? (JSON.parse(raw) as Json) : {};
    } catch {
      return send(400, { name: 'INVALID_REQUEST', details: [{ issue: 'MALFORMED_REQUEST_JSON' }] });
    }
    const requestId = request.headers['paypal-request-id'];
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

  /** A webhook signed as PayPal would sign it: verify-webhook-signature answers SUCCESS for it. */
  const webhook = (type: string, resource: Json, eventId = nextId('WH-')) => {
    const event = { id: eventId, event_type: type, resource_type: type.split('.')[1]?.toLowerCase(), resource };
    const rawBody = JSON.stringify(event);
    const transmissionId = randomUUID();
    const time = new Date().toISOString();
    return {
      rawBody,
      headers: {
        'paypal-transmission-id': transmissionId,
        'paypal-transmission-time': time,
        'paypal-transmission-sig': signature(transmissionId, time, event),
        'paypal-cert-url': `${url}/v1/notifications/certs/CERT-FAKE`,
        'paypal-auth-algo': 'SHA256withRSA',
        'content-type': 'application/json',
      },
    };
  };

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    state,
    requests,
    orders,
    subscriptions,
    /** The payer approves the order in PayPal's popup. */
    approve(
      orderId: string,
      payer: Json = { email_address: 'payer@example.com', name: { given_name: 'Pat', surname: 'Payer' } },
    ) {
      const found = order(orderId);
      found.status = 'APPROVED';
      found.payer = payer;
    },
    /** The payer approves but the capture is refused: a 422 INSTRUMENT_DECLINED, or a capture with status DECLINED. */
    decline(orderId: string, how: FakeOrder['decline'] = 'instrument') {
      const found = order(orderId);
      found.status = 'APPROVED';
      found.decline = how;
    },
    approveSubscription(id: string, nextBillingTime = new Date(Date.now() + 30 * 86_400_000).toISOString()) {
      const found = subscriptions.get(id);
      if (!found) throw new Error(`fake PayPal has no subscription ${id}`);
      found.status = 'ACTIVE';
      found.next_billing_time = nextBillingTime;
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
