// `npm run bench`: seeds a throwaway store with the demo plus generated products, starts the
// built server against it as `npm start` does (building what is stale; NODE_ENV=production,
// LOG_LEVEL=warn, 127.0.0.1) and loads it with autocannon, row by row: listings rotating over
// categories, sorts, pages and a tag filter (cache misses included), one cached listing next to a plain node:http server sending the same
// bytes, a product's data, cached product pages' HTML, search rotating over realistic terms,
// image variants encoded for the first time (sharp, every width and format of the demo artwork);
// then the checkout row (bench/checkout.ts). Each row prints req/s, p50/p95/p99 over answered
// requests, failed requests, the server's peak resident memory during the row, and its target:
// "met", or "MISSED" when the target is not reached or when any request failed or timed out.
// Never touches DATA_DIR or DATABASE_URL: the store lives in temp directories removed at the
// end (also on Ctrl-C). The exit code is 0 whatever the verdicts; 1 when the bench itself fails.
//
// Env:
//   BENCH_DB            pglite (default): embedded PGlite in a temp directory; postgres: a
//                       throwaway PostgreSQL server (Debian's package, installed if missing),
//                       fsync off, on 127.0.0.1 at a free port
//   BENCH_PRODUCTS      catalogue size, demo included (default 10000; up to 1000000)
//   BENCH_DURATION      seconds measured per row (default 10)
//   BENCH_WARMUP        seconds of unmeasured load before each row (default 2)
//   BENCH_CONNECTIONS   concurrent connections (default 10)
//   BENCH_PORT          the server's port (default 4320; the plain server takes the next one)
//   BENCH_ONLY          comma-separated words: only the rows whose name holds one: listing
//                       (both listing rows), plain (the cached listing), product (data and
//                       page), data, HTML, search, image, checkout
//   BENCH_LISTING_PAGES listing pages rotated, 1..N (default 20; keep N within the API's page bound)
//   BENCH_NODE_FLAGS    extra Node flags for the server, after the ones npm start gives it
//                       (for trying a setting; printed in the header)
//   BENCH_KEEP=1        keeps the temp data directory (PGlite database, media; a PostgreSQL
//                       server is removed all the same)
import { fork, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from '../scripts/build-if-needed.mjs';
import { root, SERVER_ENV, waitForOk } from '../scripts/lib.mjs';
import { openBenchDatabase } from './database.mjs';
import { imageVariantPaths } from './image-variant-paths.mjs';
import { load } from './load.mjs';
import { mib, residentBytes, watchPeak } from './memory.mjs';
import { newSearchTerms, SEARCH_TERMS } from './search-terms.mjs';
import { shuffled } from './shuffle.mjs';
import { printTable, verdict } from './table.mjs';

const DB = process.env.BENCH_DB === 'postgres' ? 'postgres' : 'pglite';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 4320);
const LISTING_PAGES = Number(process.env.BENCH_LISTING_PAGES ?? 20);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const KEEP = Boolean(process.env.BENCH_KEEP);
const EXTRA_NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? [];
const BASE = `http://127.0.0.1:${PORT}`;
const PLAIN = `http://127.0.0.1:${PORT + 1}`;
/**
 * Product pages rotated in the HTML row: few enough that all are rendered within a second or two
 * before the row and stay in the page cache (200 entries, 15 s each) while it runs.
 */
const CACHED_PAGES = 100;
const SORTS = ['newest', 'price_asc', 'price_desc', 'name_asc', 'name_desc'];
const PAGE_ROW = `product page HTML (${CACHED_PAGES} cached pages, br)`;

/** Issue 15's targets. The listing and search ones are set for PostgreSQL at 1,000,000 products. */
const TARGETS = {
  listingP95Ms: 20,
  cachedListingRatio: 0.8,
  searchP95MsPostgres: 50,
  searchP99MsPglite: 300,
  pagesPerSecond: 5000,
  memoryMiB: 400,
};

if (!Number.isInteger(PRODUCTS) || PRODUCTS < 1 || PRODUCTS > 1_000_000) {
  console.error('bench: BENCH_PRODUCTS must be a whole number from 1 to 1000000');
  process.exit(1);
}

const children = new Set();
let database;
function cleanup() {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  database?.close();
}
process.on('exit', cleanup);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\nbench: ${signal}, stopping`);
    process.exit(130);
  });
}

const wanted = (name) => !ONLY || ONLY.some((word) => name.includes(word));

function serverEnv() {
  return {
    ...SERVER_ENV,
    ...process.env,
    ...database.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(PORT),
    PUBLIC_URL: BASE,
    DATA_DIR: database.dataDir,
    SMTP_URL: '',
    BENCH_PRODUCTS: String(PRODUCTS),
    // autocannon is one address sending thousands of requests a second: the per-address
    // ceilings (decision 062) would answer most of them with 429.
    RATE_LIMITS: 'pages=1000000000,api=1000000000,search=1000000000,facets=1000000000',
  };
}
const tsxArgs = ['--conditions=source', '--import', 'tsx'];

function runTsx(file, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsxArgs, file], {
      cwd: root,
      env: { ...serverEnv(), ...env },
      stdio: 'inherit',
    });
    children.add(child);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${file} exited with ${code}`))));
  });
}

/** The built server, as `npm start` runs it: from source (tsx) it held some 60 MiB more, its loader thread and source maps. */
async function startServer() {
  const child = spawn(process.execPath, [...EXTRA_NODE_FLAGS, 'apps/server/dist/main.js'], {
    cwd: root,
    env: serverEnv(),
    // Its startup banner (with a one-time admin password for this throwaway store) is not shown.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  await waitForOk(`${BASE}/api/health`, { child, what: 'server', timeoutMs: 120_000 });
  return child;
}

async function getJson(pathAndQuery) {
  const response = await fetch(BASE + pathAndQuery);
  if (response.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${response.status}`);
  return response.json();
}

/** The exact bytes of a 200 answer (fetchRaw), or an error naming the address. */
async function fetchExact(pathAndQuery, headers = {}) {
  const response = await fetchRaw(pathAndQuery, headers);
  if (response.status !== 200) throw new Error(`GET ${pathAndQuery} answered ${response.status}`);
  return response;
}

/** Every category × sort × page 1..LISTING_PAGES; every fourth also filtered by one of the category's tags. */
async function listingPaths(categories) {
  const paths = [];
  for (const category of categories) {
    const facets = await getJson(`/api/products/facets?categoryId=${category.id}`);
    const tag = facets.groups.flatMap((g) => g.options).find((o) => o.count > 0)?.id;
    for (const sort of SORTS) {
      for (let page = 1; page <= LISTING_PAGES; page++) {
        const filter = tag && page % 4 === 0 ? `&tags=${tag}` : '';
        paths.push(`/api/products?categoryId=${category.id}&sort=${sort}&page=${page}&pageSize=24${filter}`);
      }
    }
  }
  return shuffled(paths);
}

async function startPlain(responses, dataDir) {
  const manifest = {};
  for (const [route, { body, contentType, contentEncoding }] of Object.entries(responses)) {
    const file = path.join(dataDir, `plain-${Object.keys(manifest).length}.body`);
    writeFileSync(file, body);
    manifest[route] = { file, contentType, contentEncoding };
  }
  const manifestFile = path.join(dataDir, 'plain.json');
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const child = fork(path.join(root, 'bench/plain-server.mjs'), [String(PORT + 1), manifestFile], { stdio: 'inherit' });
  children.add(child);
  await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`plain server exited with ${code}`)));
  });
  return child;
}

/** Stops a plain server and waits until its port is free for the next one. */
function stopPlain(child) {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/** The exact bytes our server sends for `pathAndQuery` with `headers` (fetch would decompress them). */
function fetchRaw(pathAndQuery, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(BASE + pathAndQuery, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            body: Buffer.concat(chunks),
            contentType: response.headers['content-type'],
            contentEncoding: response.headers['content-encoding'],
          }),
        );
      })
      .on('error', reject);
  });
}

function printHeader(seedSeconds) {
  const cpus = os.cpus();
  const load = os.loadavg().map((l) => l.toFixed(1));
  console.log('');
  console.log(`database     ${database.label}; ${database.settings}`);
  console.log(
    `catalogue    ${PRODUCTS.toLocaleString('en')} products (demo + generated), seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(
    `load         ${CONNECTIONS} connections, pipelining 1, ${DURATION} s per row after ${WARMUP} s warm-up, ` +
      `autocannon on 127.0.0.1; listing pages 1..${LISTING_PAGES}`,
  );
  console.log(
    `machine      ${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown'}), ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, load average ${load.join(' ')} (busy if well above 0); Node ${process.version}`,
  );
  const env = Object.keys(SERVER_ENV).map((name) => `${name}=${serverEnv()[name]}`);
  console.log(
    `server       ${[...EXTRA_NODE_FLAGS, 'apps/server/dist/main.js', ...env].join(' ')} (as npm start runs it)`,
  );
  console.log(
    `memory       peak RSS of the server process (Node${DB === 'postgres' ? '; PostgreSQL runs in its own processes, not counted' : ', PGlite inside it'})`,
  );
}

async function main() {
  buildIfNeeded();
  database = await openBenchDatabase(DB, { keep: KEEP });
  console.log(`bench: seeding ${PRODUCTS.toLocaleString('en')} products into ${database.label}`);
  const seedStarted = performance.now();
  await runTsx('apps/server/src/cli/bench-seed.ts');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const server = await startServer();
  const idleMiB = mib(residentBytes(server.pid));

  const categories = await getJson('/api/categories');
  const newest = await getJson('/api/products?sort=newest&page=1&pageSize=100');
  const second = await getJson('/api/products?sort=newest&page=2&pageSize=100');
  const productIds = [...newest.items, ...second.items].map((p) => p.id).slice(0, CACHED_PAGES);
  // The category page's first request for a category whose first page is full.
  let cachedListing;
  for (const category of categories) {
    const candidate = `/api/products?categoryId=${category.id}&sort=newest&page=1&pageSize=24`;
    if ((await getJson(candidate)).items.length === 24) {
      cachedListing = candidate;
      break;
    }
  }
  if (!cachedListing) throw new Error('no category has 24 products');
  const productPath = `/api/products/${productIds[3]}`;
  const pagePaths = productIds.map((id) => `/product/${id}`);
  const searchPaths = SEARCH_TERMS.map((term) => `/api/search?q=${encodeURIComponent(term)}`);

  const rows = [];
  const measureRow = async (name, paths, { headers, target, plain, fresh, connections = CONNECTIONS }) => {
    if (!wanted(name)) return;
    process.stdout.write(`bench: ${name} … `);
    const watch = watchPeak(server.pid);
    const options = { paths, connections, headers };
    // A row of fresh requests warms up on the end of its list and is measured from the start.
    await load({ ...options, ...(fresh && { paths: [...paths].reverse() }), base: BASE, seconds: WARMUP });
    const stats = await load({ ...options, base: BASE, seconds: DURATION });
    const peakMiB = mib(watch.stop());
    let plainStats;
    if (plain) {
      await load({ ...options, base: PLAIN, seconds: WARMUP });
      plainStats = await load({ ...options, base: PLAIN, seconds: DURATION });
    }
    console.log(`${stats.answered} answered, ${stats.failed} failed`);
    rows.push({ name, stats, peakMiB, target: target(stats, plainStats, peakMiB) });
  };

  const listingName = `listing (${categories.length} categories × ${SORTS.length} sorts × pages 1-${LISTING_PAGES}, some tagged)`;
  if (wanted(listingName)) {
    const paths = await listingPaths(categories);
    await measureRow(listingName, paths, {
      target: (s) => verdict(s, s.p95 <= TARGETS.listingP95Ms, `p95 <= ${TARGETS.listingP95Ms} ms`),
    });
  }
  if (wanted('cached listing')) {
    const plain = await startPlain({ '/api/products': await fetchExact(cachedListing) }, database.dataDir);
    await measureRow('cached listing (one page, vs plain node:http)', [cachedListing], {
      plain: true,
      target: (s, p) => {
        const ratio = s.rps / p.rps;
        const text = `${ratio.toFixed(2)} of plain's ${p.rps.toFixed(0)} req/s >= ${TARGETS.cachedListingRatio}`;
        return verdict(s, p.failed === 0 && ratio >= TARGETS.cachedListingRatio, text);
      },
    });
    await stopPlain(plain);
  }
  await measureRow('product data (one product)', [productPath], { target: (s) => verdict(s, true, 'no target') });

  if (wanted(PAGE_ROW)) {
    const br = { 'accept-encoding': 'br' };
    // Each page rendered once just before the row (as many at once as the row's connections), so
    // the row measures pages served from the cache, as shoppers on the busy pages get them. The
    // bytes sent are kept for the plain server: the same pages, as compressed, for the yardstick.
    const sent = {};
    const queue = [...pagePaths];
    const render = async () => {
      for (let p = queue.shift(); p; p = queue.shift()) sent[p] = await fetchRaw(p, br);
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, render));
    const first = sent[pagePaths[0]];
    console.log(
      `bench: ${pagePaths[0]} answers ${first.status}, content-encoding ${first.contentEncoding ?? 'none'}, ${first.body.length} bytes`,
    );
    const plain = await startPlain(sent, database.dataDir);
    await measureRow(PAGE_ROW, pagePaths, {
      headers: br,
      plain: true,
      target: (s, p) => {
        const text = `>= ${TARGETS.pagesPerSecond} pages/s (plain node:http: ${p.rps.toFixed(0)}, ${(s.rps / p.rps).toFixed(2)} of it)`;
        return verdict(s, s.rps >= TARGETS.pagesPerSecond, text);
      },
    });
    await stopPlain(plain);
  }

  const searchTarget = (s) =>
    DB === 'postgres'
      ? verdict(s, s.p95 <= TARGETS.searchP95MsPostgres, `p95 <= ${TARGETS.searchP95MsPostgres} ms`)
      : verdict(s, s.p99 <= TARGETS.searchP99MsPglite, `p99 <= ${TARGETS.searchP99MsPglite} ms`);
  const searchName = `search (${SEARCH_TERMS.length} popular terms, answers cached after the first)`;
  // A running store has answered a search before: the first one may build the search structures.
  if (wanted('search')) await fetchExact(searchPaths[0]);
  await measureRow(searchName, searchPaths, { target: searchTarget });
  const films = await getJson('/api/films');
  const newTerms = newSearchTerms(films.map((film) => film.title));
  await measureRow(
    `search (a new term each time, none cached; ${newTerms.length} terms)`,
    newTerms.map((term) => `/api/search?q=${encodeURIComponent(term)}`),
    { target: searchTarget, fresh: true },
  );

  // Two at a time: the server encodes one variant at a time (one core is left to the API), so
  // ten connections would only wait in its queue past autocannon's 10 s timeout on a busy machine.
  const imageName = 'image variants (every width and format of the demo artwork, each encoded once, 2 connections)';
  if (wanted(imageName)) {
    // Imported once the build is fresh (buildIfNeeded builds the contracts first).
    const contracts = await import('@marquee/contracts');
    const paths = imageVariantPaths(path.join(database.dataDir, 'media'), contracts);
    await measureRow(`${imageName}; ${paths.length} variants`, paths, {
      target: (s, _plain, peakMiB) =>
        verdict(s, peakMiB < TARGETS.memoryMiB, `memory only (< ${TARGETS.memoryMiB} MiB)`),
      fresh: true,
      connections: 2,
    });
  }

  printHeader(seedSeconds);
  console.log('');
  printTable(rows);
  const peak = Math.max(idleMiB, ...rows.map((r) => r.peakMiB));
  const memoryOk = peak < TARGETS.memoryMiB;
  console.log(
    `\nserver memory: ${idleMiB.toFixed(0)} MiB after start, peak ${peak.toFixed(0)} MiB over all rows; ` +
      `${memoryOk ? 'met' : 'MISSED'}: < ${TARGETS.memoryMiB} MiB`,
  );

  // Orders placed per second and queries per order (issue 11), in process on its own database.
  if (wanted('checkout')) {
    console.log('');
    await runTsx('bench/checkout.ts', { BENCH_CHECKOUT_DATABASE_URL: database.checkoutUrl ?? '' });
  }
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(`bench failed: ${error.stack ?? error}`);
    process.exit(1);
  });
