/**
 * What the search answers, term by term, for comparing two versions of the engine (decision
 * 083): seeds an in-memory PGlite store with the demo plus bench products up to
 * BENCH_PRODUCTS (default: the demo alone), then asks GET /api/search for the bench's popular
 * terms and the first SEARCH_NEW_TERMS (default 200) new terms, and writes each answer's
 * titles per group as JSON to the file named by the first argument. Run it from the checkout
 * whose engine it should ask (copy it into the other one):
 *
 *   node --conditions=source --import tsx bench/search-answers.ts /tmp/after.json
 *   node bench/search-diff.mjs /tmp/before.json /tmp/after.json
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrateDatabase } from '../apps/server/src/db/migrate.js';
import { seedBenchCatalog } from '../apps/server/src/db/seed/bench-catalog.js';
import { seedDemo } from '../apps/server/src/db/seed/index.js';
import { newSearchTerms, SEARCH_TERMS } from './search-terms.mjs';

const out = process.argv[2];
if (!out) throw new Error('usage: search-answers.ts <out.json>');
const target = Number(process.env.BENCH_PRODUCTS ?? 0);
const newTermCount = Number(process.env.SEARCH_NEW_TERMS ?? 200);

const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-search-answers-'));
const database = await openDatabase({});
try {
  await migrateDatabase(database);
  const { db } = database;
  await seedDemo(db, { mediaDir: path.join(dataDir, 'media') });
  await seedBenchCatalog(db, target);
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SMTP_URL: '',
    RATE_LIMITS: 'api=1000000000,search=1000000000',
  });
  const app = await buildApp({ db, config, logger: false, events: database });
  await app.ready();
  // The films as the bench reads them, so the new terms are the bench's, in its order.
  const filmList = (await app.inject({ method: 'GET', url: '/api/films' })).json() as { title: string }[];
  const filmTitles = filmList.map((film) => film.title);
  const terms = [...SEARCH_TERMS, ...newSearchTerms(filmTitles).slice(0, newTermCount)];
  const answers: Record<string, Record<string, string[]>> = {};
  const started = performance.now();
  for (const term of terms) {
    const response = await app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(term)}` });
    if (response.statusCode !== 200) throw new Error(`${term}: ${response.statusCode} ${response.body}`);
    const body = response.json() as Record<string, { title?: string; name?: string }[]>;
    answers[term] = Object.fromEntries(
      Object.entries(body).map(([group, hits]) => [group, hits.map((hit) => hit.title ?? hit.name ?? '')]),
    );
  }
  const ms = (performance.now() - started) / terms.length;
  writeFileSync(out, JSON.stringify({ products: target, popular: SEARCH_TERMS.length, answers }, null, 1));
  console.log(`search-answers: ${terms.length} terms, ${ms.toFixed(1)} ms a term (one at a time) -> ${out}`);
  await app.close();
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
