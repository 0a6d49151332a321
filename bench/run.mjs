// `npm run bench`: load-tests the category listing, a product page's data and search on a
// 10,000-product catalogue, next to a plain node:http server sending the same bytes, and
// prints req/s, p50 and p99 of each with the ratio to the plain server.
//
// Always uses a fresh embedded PGlite database in a temp DATA_DIR (DATABASE_URL is ignored:
// the bench never writes into a real store). Runs the server from source (tsx) with
// NODE_ENV=production and LOG_LEVEL=warn, on 127.0.0.1.
//
// Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS
// (default 10), BENCH_PORT (default 4320; the plain server takes the next port),
// BENCH_PRODUCTS (default 10000), BENCH_ONLY=listing,search (rows whose name has a word),
// BENCH_KEEP=1 keeps the temp directory. Then bench/checkout.ts prints the checkout row:
// orders placed per second and the queries one order costs.
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, waitForOk } from '../scripts/lib.mjs';
import { SEARCH_TERMS } from './search-terms.mjs';

const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4320);
const PLAIN_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;
const PLAIN = `http://127.0.0.1:${PLAIN_PORT}`;
const TARGETS = { listing: 0.8, searchP99Ms: 50 };

const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
// bench-seed.ts refuses a directory without this marker: the seed never touches real data.
writeFileSync(path.join(dataDir, '.marquee-bench'), '');
const children = new Set();

function cleanup() {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  if (!process.env.BENCH_KEEP) rmSync(dataDir, { recursive: true, force: true });
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    process.exit(130);
  });
}

const serverEnv = {
  ...process.env,
  DATABASE_URL: '',
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  PORT: String(PORT),
  PUBLIC_URL: BASE,
  DATA_DIR: dataDir,
  SMTP_URL: '',
  // autocannon is one address sending thousands of requests a second: the per-address
  // ceilings (decision 062) would answer most of them with 429.
  RATE_LIMITS: 'pages=1000000000,api=1000000000,search=1000000000,facets=1000000000',
};
const tsxArgs = ['--conditions=source', '--import', 'tsx'];

function runTsx(file) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsxArgs, file], { cwd: root, env: serverEnv, stdio: 'inherit' });
    children.add(child);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

async function startServer() {
  const child = spawn(process.execPath, [...tsxArgs, 'apps/server/src/main.ts'], {
    cwd: root,
    env: serverEnv,
    // Its startup banner (with a one-time admin password for this throwaway store) is not shown.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitForOk(`${BASE}/api/health`, { child, what: 'server', timeoutMs: 60_000 });
}

async function fetchExact(pathAndQuery) {
  const response = await fetch(BASE + pathAndQuery);
  if (response.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${response.status}`);
  return { body: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type') };
}

async function startPlain(responses) {
  const manifest = {};
  for (const [route, { body, contentType }] of Object.entries(responses)) {
    const file = path.join(dataDir, `plain-${Object.keys(manifest).length}.body`);
    writeFileSync(file, body);
    manifest[route] = { file, contentType };
  }
  const manifestFile = path.join(dataDir, 'plain.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = fork(path.join(root, 'bench/plain-server.mjs'), [String(PLAIN_PORT), manifestFile], {
    stdio: 'inherit',
  });
  children.add(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`plain server exited with ${code}`)));
  });
}

/** One autocannon run; `paths` rotate per request when there are several. */
async function load(base, paths, seconds) {
  let next = 0;
  const result = await autocannon({
    url: base + paths[0],
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
    requests:
      paths.length > 1
        ? [
            {
              setupRequest: (request) => {
                request.path = paths[next++ % paths.length];
                return request;
              },
            },
          ]
        : undefined,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

async function measure(paths) {
  await load(BASE, paths, WARMUP);
  const ours = await load(BASE, paths, DURATION);
  await load(PLAIN, paths, WARMUP);
  const plain = await load(PLAIN, paths, DURATION);
  return { ours, plain };
}

async function main() {
  console.log(`bench: seeding ${process.env.BENCH_PRODUCTS ?? 10000} products into ${dataDir}`);
  await runTsx('apps/server/src/cli/bench-seed.ts');
  await startServer();

  // A category whose first page is full (24 items), as the category page asks for it.
  const categories = await (await fetch(`${BASE}/api/categories`)).json();
  let listingPath;
  let listing;
  for (const category of categories) {
    const candidate = `/api/products?categoryId=${category.id}&sort=newest&page=1&pageSize=24`;
    const page = await (await fetch(BASE + candidate)).json();
    if (page.items.length === 24) {
      listingPath = candidate;
      listing = page;
      console.log(`bench: category "${category.name}" (${page.total} products)`);
      break;
    }
  }
  if (!listingPath) throw new Error('no category has 24 products');
  const productPath = `/api/products/${listing.items[3].id}`;
  const searchPaths = SEARCH_TERMS.map((term) => `/api/search?q=${encodeURIComponent(term)}`);

  const exact = {
    '/api/products': await fetchExact(listingPath),
    [productPath]: await fetchExact(productPath),
    // One representative search answer for the plain server (it ignores the query).
    '/api/search': await fetchExact(searchPaths[0]),
  };
  for (const p of searchPaths) await fetchExact(p); // every term answers 200 before timing
  await startPlain(exact);

  const rows = [];
  const only = process.env.BENCH_ONLY?.split(',');
  const run = async (name, paths, target) => {
    if (only && !only.some((word) => name.includes(word))) return;
    process.stdout.write(`bench: ${name} … `);
    const { ours, plain } = await measure(paths);
    console.log('done');
    rows.push({ name, ours, plain, ratio: ours.rps / plain.rps, target: target({ ours, plain }) });
  };
  await run('category listing (24 items)', [listingPath], ({ ours, plain }) => {
    const ok = ours.rps / plain.rps >= TARGETS.listing;
    return `${ok ? 'met' : 'MISSED'}: ratio >= ${TARGETS.listing}`;
  });
  await run('product page data', [productPath], () => '(no target)');
  await run(`search (${SEARCH_TERMS.length} rotating terms)`, searchPaths, ({ ours }) => {
    const ok = ours.p99 <= TARGETS.searchP99Ms;
    return `${ok ? 'met' : 'MISSED'}: p99 <= ${TARGETS.searchP99Ms} ms`;
  });

  printTable(rows);

  // Orders placed per second and queries per order (issue 11), in process on its own database.
  if (!only || only.some((word) => 'checkout'.includes(word))) {
    console.log('');
    await runTsx('bench/checkout.ts');
  }
}

function printTable(rows) {
  const header = ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'plain req/s', 'p50 ms', 'p99 ms', 'ratio', 'target'];
  const lines = rows.map(({ name, ours, plain, ratio, target }) => [
    name,
    ours.rps.toFixed(0),
    String(ours.p50),
    String(ours.p99),
    plain.rps.toFixed(0),
    String(plain.p50),
    String(plain.p99),
    ratio.toFixed(2),
    target,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i === 0 || i === 8 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(
    `\n${CONNECTIONS} connections, pipelining 1, ${DURATION} s per run after ${WARMUP} s warm-up, ` +
      `127.0.0.1, Node ${process.version}`,
  );
  console.log(format(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const line of lines) console.log(format(line));
  for (const { name, ours, plain } of rows) {
    if (ours.bad || plain.bad) console.log(`! ${name}: ${ours.bad} failed requests (ours), ${plain.bad} (plain)`);
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    process.exit(1);
  });
