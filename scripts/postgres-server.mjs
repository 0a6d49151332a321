// A throwaway PostgreSQL server from Debian's postgresql package (installed when missing), for
// `npm run test:postgres` and `BENCH_DB=postgres npm run bench`: initdb in a temp directory,
// listening on 127.0.0.1 at a free port, trust auth, durability off (fsync, synchronous commit
// and full-page writes: nothing in it needs to survive a crash). Removed by stop().
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { aptInstall, isRoot, run } from './lib.mjs';

/** Settings every throwaway server runs with; the bench prints them in its header. */
export const THROWAWAY_SETTINGS = ['fsync=off', 'synchronous_commit=off', 'full_page_writes=off'];

function postgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  for (const v of versions) if (existsSync(path.join(base, v, 'bin', 'initdb'))) return path.join(base, v, 'bin');
  return null;
}

export const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/**
 * Starts the server; `settings` adds `name=value` server settings. Returns its `url` (database
 * `postgres`), `port`, `version` and a synchronous `stop()` (safe to call twice, so it can run
 * from an exit handler).
 */
export async function startThrowawayPostgres({ settings = [] } = {}) {
  if (!postgresBin()) aptInstall(['postgresql']);
  const bin = postgresBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-pg-'));
  chmodSync(dir, 0o777);
  const dataDir = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root; on root machines it runs as Debian's postgres user.
  const asPg = (cmd, args) =>
    isRoot() ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];

  let stopped = false;
  let started = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (started) {
      const [stopCmd, stopArgs] = asPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      spawnSync(stopCmd, stopArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
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
    const options = [...THROWAWAY_SETTINGS, ...settings].map((s) => `-c ${s}`).join(' ');
    const [ctlCmd, ctlArgs] = asPg('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(dir, 'server.log'),
      '-w',
      '-o',
      `-h 127.0.0.1 -p ${port} -k ${dir} ${options}`,
      'start',
    ]);
    run(ctlCmd, ctlArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
    started = true;
  } catch (error) {
    stop();
    throw error;
  }
  const version = spawnSync(path.join(bin, 'postgres'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, port, version, dir, stop };
}
