// Where the bench's store lives: a fresh PGlite directory (default), or with BENCH_DB=postgres
// a throwaway PostgreSQL server (scripts/postgres-server.mjs) holding two databases the bench
// creates, one for the store and one for the checkout row. Nothing outside the temp
// directories is ever written.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';
import { THROWAWAY_SETTINGS, startThrowawayPostgres } from '../scripts/postgres-server.mjs';

/** Read by apps/server/src/cli/bench-seed.ts: it seeds no directory without it. */
const BENCH_MARKER = '.marquee-bench';
const STORE_DATABASE = 'marquee_bench_store';
const CHECKOUT_DATABASE = 'marquee_bench_checkout';
/** A bulk load writes GBs of WAL: fewer checkpoints while seeding 1,000,000 products. */
const BENCH_SETTINGS = ['max_wal_size=4GB'];

function psql(url, command) {
  const result = spawnSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-qAtc', command], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`psql ${command}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * Opens the bench's store. Returns `label` (the database and its version), `settings` (for the
 * header), `env` (DATABASE_URL and the seed's marker for the server and the seed),
 * `checkoutUrl` (a PostgreSQL database for bench/checkout.ts, or undefined for PGlite),
 * `dataDir` and a synchronous `close()`.
 */
export async function openBenchDatabase(kind, { keep = false } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-bench-'));
  writeFileSync(path.join(dataDir, BENCH_MARKER), '');
  const removeDir = () => {
    if (!keep) rmSync(dataDir, { recursive: true, force: true });
  };
  if (kind !== 'postgres') {
    const { version } = JSON.parse(
      readFileSync(path.join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
    );
    return {
      label: `PGlite ${version} (embedded, in the server process)`,
      settings: 'embedded',
      env: { DATABASE_URL: '' },
      checkoutUrl: undefined,
      dataDir,
      close: removeDir,
    };
  }
  const server = await startThrowawayPostgres({ settings: BENCH_SETTINGS });
  try {
    psql(server.url, `create database ${STORE_DATABASE}`);
    psql(server.url, `create database ${CHECKOUT_DATABASE}`);
  } catch (error) {
    server.stop();
    removeDir();
    throw error;
  }
  const urlOf = (name) => server.url.replace(/\/postgres$/, `/${name}`);
  return {
    label: server.version.replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL '),
    settings: `throwaway server on 127.0.0.1:${server.port}, ${[...THROWAWAY_SETTINGS, ...BENCH_SETTINGS].join(' ')} (no durability: a bench setting, not a production one), other settings default`,
    env: { DATABASE_URL: urlOf(STORE_DATABASE), MARQUEE_BENCH_DATABASE: STORE_DATABASE },
    checkoutUrl: urlOf(CHECKOUT_DATABASE),
    dataDir,
    close() {
      server.stop();
      removeDir();
    },
  };
}
