// `npm run test:e2e`: builds the store, prepares a fresh data directory with an admin,
// and runs the Playwright suite in Debian's Chromium (installed here when missing).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildIfNeeded } from './build-if-needed.mjs';
import { ensureChromium, run } from './lib.mjs';

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
try {
  run(
    process.execPath,
    ['apps/server/dist/cli/admin-create.js', '--email', env.E2E_ADMIN_EMAIL, '--password', env.E2E_ADMIN_PASSWORD],
    { env },
  );
  run('npx', ['playwright', 'test', ...process.argv.slice(2)], { env });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
