// `npm run test:postgres`: the API suite against a throwaway PostgreSQL server started from
// Debian's postgresql package on 127.0.0.1, stopped and removed afterwards.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot, run } from './lib.mjs';

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  return null;
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (!postgresBin()) aptInstall(['postgresql']);
const bin = postgresBin();
const dir = mkdtempSync(path.join(tmpdir(), 'marquee-pg-'));
chmodSync(dir, 0o777);
const dataDir = path.join(dir, 'data');
const port = await freePort();
// PostgreSQL refuses to run as root; on root machines it runs as Debian's postgres user.
const asPg = (cmd, args) =>
  isRoot() ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];

const [initCmd, initArgs] = asPg('initdb', [
  '-D',
  dataDir,
  '-U',
  'postgres',
  '--auth=trust',
  '-E',
  'UTF8',
  '--no-sync',
]);
run(initCmd, initArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
const [ctlCmd, ctlArgs] = asPg('pg_ctl', [
  '-D',
  dataDir,
  '-l',
  path.join(dir, 'server.log'),
  '-w',
  '-o',
  `-h 127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
  'start',
]);
run(ctlCmd, ctlArgs);

let status = 1;
try {
  const env = { ...process.env, TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/postgres` };
  const result = spawnSync('npx', ['vitest', 'run', 'apps/server'], { stdio: 'inherit', env });
  status = result.status ?? 1;
} finally {
  const [stopCmd, stopArgs] = asPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  spawnSync(stopCmd, stopArgs, { stdio: 'inherit' });
  rmSync(dir, { recursive: true, force: true });
}
process.exit(status);
