// `npm run test:postgres`: the API suite against a throwaway PostgreSQL server started from
// Debian's postgresql package on 127.0.0.1, stopped and removed afterwards. Arguments go to
// vitest (`-t <pattern>`, test files); without a file it runs every server test file.
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './postgres-server.mjs';

const server = await startThrowawayPostgres();
let status = 1;
try {
  const env = { ...process.env, TEST_DATABASE_URL: server.url };
  const args = process.argv.slice(2);
  const files = args.some((a) => a.startsWith('apps/')) ? [] : ['apps/server'];
  const result = spawnSync('npx', ['vitest', 'run', ...files, ...args], { stdio: 'inherit', env });
  status = result.status ?? 1;
} finally {
  server.stop();
}
process.exit(status);
