// `npm run test:e2e`: builds the store, prepares a fresh data directory with an admin,
// and runs the Playwright suite in Debian's Chromium headless shell (installed here when missing).
// `npm test` (scripts/test.mjs) runs the suite in two passes on one data directory.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium, run, start } from './lib.mjs';

/** A data directory with the e2e admin in it, and the environment the suite runs with. */
export function prepareE2e() {
  ensureChromium();
  buildIfNeeded();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'marquee-e2e-'));
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    E2E_ADMIN_EMAIL: 'e2e-admin@example.com',
    E2E_ADMIN_PASSWORD: 'e2e admin password',
  };
  run(
    process.execPath,
    ['apps/server/dist/cli/admin-create.js', '--email', env.E2E_ADMIN_EMAIL, '--password', env.E2E_ADMIN_PASSWORD],
    { env },
  );
  return { env, cleanup: () => rmSync(dataDir, { recursive: true, force: true }) };
}

/** Runs `playwright test args…`; resolves with its exit code. */
export function playwright(args, env) {
  return new Promise((resolve) => {
    const child = start('npx', ['playwright', 'test', ...args], { env });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { env, cleanup } = prepareE2e();
  let code = 1;
  try {
    code = await playwright(process.argv.slice(2), env);
  } finally {
    cleanup();
  }
  process.exit(code);
}
