// Measures the production server's memory under load: starts dist/main.js on DATA_DIR (or
// DATABASE_URL), drives home, product, category, listing, search and image requests at it with
// autocannon, and prints resident memory (VmRSS, peak VmHWM) beside V8's heap, ArrayBuffers
// and external memory after each phase. Issue 15 (decision 075).
//
//   DATA_DIR=/tmp/store node scripts/measure-memory.mjs
//   DATABASE_URL=postgres://… node scripts/measure-memory.mjs
//   NODE_FLAGS='--max-old-space-size=200' SECONDS_PER_PHASE=20 CONNECTIONS=10 node scripts/measure-memory.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from './lib.mjs';
import { SEARCH_TERMS, newSearchTerms } from '../bench/search-terms.mjs';

const PORT = Number(process.env.PORT ?? 4476);
const BASE = `http://127.0.0.1:${PORT}`;
const SECONDS = Number(process.env.SECONDS_PER_PHASE ?? 15);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const NODE_FLAGS = (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean);
const work = mkdtempSync(path.join(tmpdir(), 'marquee-memory-'));
const sampleFile = path.join(work, 'sample.json');
const dataDir = process.env.DATA_DIR ?? path.join(work, 'data');

const mib = (bytes) => Math.round(bytes / 1048576);

const server = spawn(
  process.execPath,
  [...NODE_FLAGS, '--import', path.join(root, 'scripts/measure-memory-sampler.mjs'), 'apps/server/dist/main.js'],
  {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      MEMORY_SAMPLE_FILE: sampleFile,
      RATE_LIMITS: 'pages=1000000000,api=1000000000,search=1000000000,facets=1000000000',
    },
  },
);
const stop = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', () => {
  stop();
  rmSync(work, { recursive: true, force: true });
});

/** VmRSS and VmHWM of the server (MiB) and its latest V8 figures. */
function figures() {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0) * 1024;
  const v8 = JSON.parse(readFileSync(sampleFile, 'utf8'));
  return {
    rss: mib(kib('VmRSS')),
    peak: mib(kib('VmHWM')),
    anon: mib(kib('RssAnon')),
    heapUsed: mib(v8.heapUsed),
    heapTotal: mib(v8.heapTotal),
    arrayBuffers: mib(v8.arrayBuffers),
    external: mib(v8.external),
    heapLimit: mib(v8.heapLimit),
  };
}

const rows = [];
function record(phase, extra = '') {
  rows.push({ phase, ...figures(), extra });
}

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start in 5 minutes');
}

/** Browsers ask for compressed pages: the compression path is part of what is measured. */
async function load(paths) {
  let next = 0;
  const result = await autocannon({
    url: BASE + paths[0],
    connections: CONNECTIONS,
    headers: { 'accept-encoding': 'br, gzip' },
    duration: SECONDS,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }],
  });
  const bad = result.non2xx + result.errors + result.timeouts;
  return `${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${bad ? `, ${bad} failed` : ''}`;
}

/** About 3,000 generated terms (bench/search-terms.mjs), from the store's films. */
function newTerms(films) {
  return newSearchTerms(films.map((film) => film.title)).map((term) => `/api/search?q=${encodeURIComponent(term)}`);
}

async function main() {
  await waitForServer();
  record('started');
  const categories = await (await fetch(`${BASE}/api/categories`)).json();
  const listings = categories.flatMap((category) =>
    ['newest', 'price_asc', 'price_desc'].flatMap((sort) =>
      [1, 2, 3].map((page) => `/api/products?categoryId=${category.id}&sort=${sort}&page=${page}&pageSize=24`),
    ),
  );
  const firstPage = await (await fetch(BASE + listings[0])).json();
  const products = firstPage.items.map((item) => item.id);
  const phases = [
    ['home page', ['/']],
    ['product pages', products.map((id) => `/product/${id}`)],
    ['category pages', categories.map((category) => `/category/${category.id}`)],
    ['listings (rotating)', listings],
    ['search (rotating)', SEARCH_TERMS.map((term) => `/api/search?q=${encodeURIComponent(term)}`)],
    // As the bench's uncached row: a term no one asked before on every request.
    ['search (new terms)', newTerms(await (await fetch(`${BASE}/api/films`)).json())],
  ];
  for (const [phase, paths] of phases) {
    const extra = await load(paths);
    record(phase, extra);
  }
  await new Promise((resolve) => setTimeout(resolve, 5000));
  record('5 s idle after load');

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per phase, Node ${process.version} ${NODE_FLAGS.join(' ')}`);
  console.table(rows);
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
