// The checkout row of `npm run bench` (issue 11): orders placed per second through the offline
// test provider, and the database queries one placed order costs (payment start + capture,
// counted by Drizzle's query log) for carts of 1, 5 and 20 lines. In process (Fastify inject),
// so it measures the server's own work, on a fresh PGlite database in a temp directory, or on
// the empty PostgreSQL database bench/run.mjs created for it (BENCH_CHECKOUT_DATABASE_URL).
//
// Env: BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (orders in flight, default 10),
// BENCH_CHECKOUT_DATABASE_URL (set by bench/run.mjs with BENCH_DB=postgres), BENCH_SHOW_QUERIES=1.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { products } from '../apps/server/src/db/schema/index.js';
import { TestPaymentProvider } from '../apps/server/src/modules/payments/index.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUERY_TARGET = 15;
const PUBLIC_URL = 'http://127.0.0.1:4399';
const ORIGIN = PUBLIC_URL;

const databaseUrl = process.env.BENCH_CHECKOUT_DATABASE_URL || undefined;
const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-checkout-'));
let counting = false;
let queries = 0;
/** The offline test provider's own queries (issue 26: its state is in the database); PayPal's are HTTP calls. */
let providerQueries = 0;
const database = await openDatabase({
  url: databaseUrl,
  dataDir,
  onQuery: (query) => {
    if (counting && query.includes('"test_payment_state"')) providerQueries += 1;
    else if (counting) queries += 1;
    if (counting && process.env.BENCH_SHOW_QUERIES) console.log(`  ${query.slice(0, 110)}`);
  },
});
await migrateDatabase(database);
const db = database.db;
const catalogue = await db
  .insert(products)
  .values(
    Array.from({ length: 40 }, (_, i) => ({
      slug: `bench-checkout-${i}`,
      title: `Bench product ${i}`,
      description: 'A product for the checkout bench.',
      priceCents: 1999 + i,
      stockQuantity: 10_000_000,
    })),
  )
  .returning({ id: products.id });

const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  PUBLIC_URL,
  LOG_LEVEL: 'silent',
  SMTP_URL: '',
  RATE_LIMITS: 'api=1000000000,checkoutPayments=1000000000',
});
const app: FastifyInstance = await buildApp({ db, config, logger: false, paymentProvider: new TestPaymentProvider() });
await app.ready();

const address = {
  name: 'Bench Shopper',
  line1: '1 Load Street',
  city: 'Testville',
  postalCode: '12345',
  country: 'US',
};

async function send(method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object) {
  const response = await app.inject({
    method,
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} answered ${response.statusCode}: ${response.body}`);
  return response;
}

/** A guest fills a cart of `lines` products, then pays; returns the queries the payment and capture made. */
async function placeOrder(lines: number, count: boolean): Promise<number> {
  let cookie: string | undefined;
  for (const product of catalogue.slice(0, lines)) {
    const added = await send('POST', '/api/cart/items', cookie, { productId: product.id, quantity: 1 });
    const guest = added.cookies.find((c) => c.name === 'marquee_guest');
    if (guest) cookie = `marquee_guest=${guest.value}`;
  }
  const before = queries;
  counting = count;
  const started = await send('POST', '/api/checkout/orders', cookie, {
    email: 'bench@example.com',
    shippingAddress: address,
  });
  counting = false;
  const { providerOrderId } = started.json();
  await send('POST', `/api/checkout/orders/${providerOrderId}/test-approval`, cookie, { outcome: 'approve' });
  counting = count;
  await send('POST', `/api/checkout/orders/${providerOrderId}/capture`, cookie);
  counting = false;
  return queries - before;
}

try {
  await placeOrder(3, false); // warm-up
  const perOrder: Record<number, number> = {};
  for (const lines of [1, 5, 20]) perOrder[lines] = await placeOrder(lines, true);

  let placed = 0;
  const deadline = performance.now() + DURATION * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < deadline) {
        await placeOrder(3, false);
        placed += 1;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const counts = Object.values(perOrder);
  const providerPerOrder = Math.round(providerQueries / 3);
  const constant = new Set(counts).size === 1;
  const met = Math.max(...counts) <= QUERY_TARGET && constant;
  console.log(
    `checkout: ${(placed / seconds).toFixed(1)} orders/s (3-line carts, ${CONNECTIONS} in flight, ${seconds.toFixed(1)} s, ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, test provider)`,
  );
  console.log(
    `checkout: queries per placed order (start + capture): ${Object.entries(perOrder)
      .map(([lines, n]) => `${lines} line${lines === '1' ? '' : 's'}: ${n}`)
      .join(', ')}; ${met ? 'met' : 'MISSED'}: <= ${QUERY_TARGET} and constant in cart size` +
      ` (not counted: ${providerPerOrder} by the offline test provider, whose state is in the database)`,
  );
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
