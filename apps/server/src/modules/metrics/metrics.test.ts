import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@marquee/contracts';
import { emailOutbox } from '../../db/schema/index.js';
import { signInAdmin } from '../../test/admin.js';
import { signUp, TestClient, testStoreForFile } from '../../test/app.js';
import { enqueueEmail } from '../email/outbox.js';
import { isPrivateAddress } from './access.js';

const store = testStoreForFile();

const PUBLIC_ADDRESS = '203.0.113.7';
const SCRAPER_ADDRESS = '10.20.30.40';

/** GET /api/metrics from an address, with a client's session cookie or other headers. */
function scrape(remoteAddress: string, options: { as?: TestClient; headers?: Record<string, string> } = {}) {
  const session = options.as?.cookie('marquee.session_token');
  return store.app.inject({
    method: 'GET',
    url: apiPaths.metrics.path,
    remoteAddress,
    headers: { ...(session && { cookie: `marquee.session_token=${session}` }), ...options.headers },
  });
}

/** The value of one sample (`name{labels} value`) in the exposition text; undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = match[2]?.split(',') ?? [];
    if (wanted.every((pair) => have.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('issue 30: /api/metrics for the operator (decision 106)', () => {
  it('answers the private network in Prometheus text with requests, latency, pool, outbox, memory and start time', async () => {
    await new TestClient(store.app).get(apiPaths.health.path);
    const response = await scrape(SCRAPER_ADDRESS);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    for (const name of [
      'marquee_http_requests_total',
      'marquee_http_request_duration_seconds_bucket',
      'marquee_database_pool_size',
      'marquee_database_in_flight',
      'marquee_email_outbox_pending',
      'marquee_email_outbox_due',
      'marquee_email_outbox_oldest_due_seconds',
      'marquee_memory_budget_bytes',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'process_start_time_seconds',
    ])
      expect(response.body, name).toMatch(new RegExp(`^${name}(\\{| )`, 'm'));
    const driver = store.database.driver;
    expect(sample(response.body, 'marquee_database_pool_size', { driver })).toBe(driver === 'pglite' ? 1 : 10);
    // The scrape's own outbox query is the one in flight, or none by the time it is rendered.
    expect(sample(response.body, 'marquee_database_in_flight', { driver })).toBeLessThanOrEqual(1);
    if (driver === 'pglite') expect(sample(response.body, 'marquee_embedded_database_bytes')).toBeGreaterThan(0);
  });

  it('counts the statements holding the pool', async () => {
    const driver = store.database.driver;
    // Drizzle's query starts when awaited: Promise.resolve does that without waiting for it.
    const slow = Promise.resolve(store.database.db.execute(sql`select pg_sleep(0.5)`));
    const during = sample((await scrape(SCRAPER_ADDRESS)).body, 'marquee_database_in_flight', { driver });
    await slow;
    expect(during).toBeGreaterThanOrEqual(1);
    expect(store.database.poolUsage().inFlight).toBe(0);
  });

  it('counts requests by route pattern and status class, an unknown address under one label', async () => {
    const route = { method: 'GET', route: apiPaths.health.path, status_class: '2xx' };
    const before = sample((await scrape(SCRAPER_ADDRESS)).body, 'marquee_http_requests_total', route) ?? 0;
    const visitor = new TestClient(store.app);
    for (let i = 0; i < 3; i++) expect((await visitor.get(apiPaths.health.path)).statusCode).toBe(200);
    await visitor.get('/api/no-such-thing/1');
    await visitor.get('/api/no-such-thing/2');
    await visitor.get(apiPaths.product.href(987654));

    const text = (await scrape(SCRAPER_ADDRESS)).body;
    expect(sample(text, 'marquee_http_requests_total', route)).toBe(before + 3);
    expect(
      sample(text, 'marquee_http_request_duration_seconds_count', { method: 'GET', route: apiPaths.health.path }),
    ).toBeGreaterThanOrEqual(3);
    // Two raw addresses, one series: the label values stay bounded whatever is asked for.
    expect(
      sample(text, 'marquee_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(2);
    expect(text).not.toContain('no-such-thing');
    expect(sample(text, 'marquee_http_requests_total', { route: apiPaths.product.path, status_class: '4xx' })).toBe(1);
    expect(text).not.toContain('987654');
  });

  it('shows the e-mail outbox backlog: pending, due, and how long the oldest due mail has waited', async () => {
    await enqueueEmail(store.database.db, { to: 'waiting@example.com', subject: 'Due', text: 'due now' });
    await store.database.db.insert(emailOutbox).values({
      toAddress: 'later@example.com',
      subject: 'Later',
      textBody: 'a delayed chat reply',
      sendAfter: new Date(Date.now() + 60 * 60_000),
    });
    await store.database.db.insert(emailOutbox).values({
      toAddress: 'late@example.com',
      subject: 'Late',
      textBody: 'stuck for ten minutes',
      sendAfter: new Date(Date.now() - 10 * 60_000),
    });
    const text = (await scrape(SCRAPER_ADDRESS)).body;
    expect(sample(text, 'marquee_email_outbox_pending')).toBe(3);
    expect(sample(text, 'marquee_email_outbox_due')).toBe(2);
    expect(sample(text, 'marquee_email_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(599);
    expect(sample(text, 'marquee_email_outbox_oldest_due_seconds')).toBeLessThan(700);

    await store.deliverMail();
    const after = (await scrape(SCRAPER_ADDRESS)).body;
    expect(sample(after, 'marquee_email_outbox_pending')).toBe(1);
    expect(sample(after, 'marquee_email_outbox_due')).toBe(0);
    expect(sample(after, 'marquee_email_outbox_oldest_due_seconds')).toBe(0);
  });

  it('is a 404 to a public address without a staff session, as an address that does not exist', async () => {
    const unknown = await store.app.inject({ method: 'GET', url: '/api/metricz', remoteAddress: PUBLIC_ADDRESS });
    const guest = await scrape(PUBLIC_ADDRESS);
    expect(guest.statusCode).toBe(404);
    expect(guest.json().error.code).toBe(unknown.json().error.code);
    expect(guest.body).not.toContain('marquee_');

    const customer = new TestClient(store.app);
    await signUp(customer);
    expect((await scrape(PUBLIC_ADDRESS, { as: customer })).statusCode).toBe(404);
    expect((await scrape('::ffff:8.8.8.8')).statusCode).toBe(404);
  });

  it('answers staff signed in from a public address', async () => {
    const admin = await signInAdmin(store);
    const response = await scrape(PUBLIC_ADDRESS, { as: admin });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^marquee_http_requests_total\{/m);
  });

  it('answers a scraper outside the network that shows METRICS_TOKEN, and only the exact token', async () => {
    const token = 'metrics-token-for-tests-0123456789abcdef';
    // The app reads the same configuration object the store holds.
    store.config.metricsToken = token;
    try {
      const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });
      expect((await scrape(PUBLIC_ADDRESS, bearer(token))).statusCode).toBe(200);
      expect((await scrape(PUBLIC_ADDRESS, bearer(`${token}x`))).statusCode).toBe(404);
      expect((await scrape(PUBLIC_ADDRESS, bearer(token.replace('0', '1')))).statusCode).toBe(404);
    } finally {
      store.config.metricsToken = undefined;
    }
    expect((await scrape(PUBLIC_ADDRESS, { headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(404);
  });

  it('takes a forwarded request through a proxy the store does not trust for a visitor, not for the proxy', async () => {
    // Without TRUST_PROXY, the proxy's private address is the peer of every visitor behind it.
    expect(store.config.trustProxy).toBe(false);
    const forwarded = await scrape('10.0.0.2', { headers: { 'x-forwarded-for': PUBLIC_ADDRESS } });
    expect(forwarded.statusCode).toBe(404);
  });

  it('is not in the API document', async () => {
    const document = await store.app.inject({ method: 'GET', url: `${apiPaths.docs.path}/json` });
    expect(Object.keys((document.json() as { paths: object }).paths)).not.toContain(apiPaths.metrics.path);
    expect(Object.keys((document.json() as { paths: object }).paths)).toContain(apiPaths.health.path);
  });
});

describe('GET /api/metrics behind a proxy named in TRUST_PROXY', () => {
  const proxied = testStoreForFile({ env: () => ({ TRUST_PROXY: '10.0.0.2' }) });
  const through = (peer: string, forwardedFor: string) =>
    proxied.app.inject({
      method: 'GET',
      url: apiPaths.metrics.path,
      remoteAddress: peer,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('answers a private client the trusted proxy forwards, and a scraper asking directly', async () => {
    expect((await through('10.0.0.2', SCRAPER_ADDRESS)).statusCode).toBe(200);
    const direct = await proxied.app.inject({ method: 'GET', url: apiPaths.metrics.path, remoteAddress: '10.0.0.9' });
    expect(direct.statusCode).toBe(200);
  });

  it('is a 404 for a public visitor behind the trusted proxy, and behind a proxy TRUST_PROXY does not name', async () => {
    expect((await through('10.0.0.2', PUBLIC_ADDRESS)).statusCode).toBe(404);
    // Another proxy (the Docker bridge, say): its header is not believed, so its private address
    // is every visitor's, and must not open the metrics.
    expect((await through('172.17.0.1', PUBLIC_ADDRESS)).statusCode).toBe(404);
    expect((await through('172.17.0.1', SCRAPER_ADDRESS)).statusCode).toBe(404);
  });
});

describe('private addresses', () => {
  it('are loopback and the private ranges, IPv4 and IPv6, mapped or not', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.254', '192.168.1.1', '::1', 'fd00::1'])
      expect(isPrivateAddress(ip), ip).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.0.9')).toBe(true);
    for (const ip of ['8.8.8.8', '172.32.0.1', '192.169.0.1', '2001:db8::1', '::ffff:8.8.8.8', 'localhost', ''])
      expect(isPrivateAddress(ip), ip).toBe(false);
  });
});
