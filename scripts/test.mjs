// `npm test`: every suite CI runs, arranged for a 2-core machine (decision 093).
//   1. The build.
//   2. The tests that time something (tagged @timing in their names), with nothing else running:
//      the browser's, then the API's on PGlite and on PostgreSQL. Beside another suite at nice 19
//      a test gets a sliver of a core; a chat message that takes 0.1 s alone took 5.3 s there.
//   3. The rest of the browser suite, and beside it, at a lower CPU priority so the browser keeps
//      its pace: ESLint, the type check, then the unit and API tests on PGlite and on a throwaway
//      PostgreSQL server, and last the production check (the Dockerfile's runtime stage outside a
//      container, decision 107). The browser suite leaves about a third of the CPU idle (it waits
//      for pages and the store); these use it.
// The steps that run beside another keep their output in a log printed when they end, so the
// browser suite's list stays readable. Every step runs even when another fails; the run fails
// if any did. Each step's time is printed at the end.
import { closeSync, openSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root, start } from './lib.mjs';
import { playwright, prepareE2e } from './e2e.mjs';

const times = [];
const failed = [];

/** Runs a command with its output kept in a log, printed (and the outcome noted) when it ends. */
function quietly(name, command, args) {
  const log = path.join(tmpdir(), `marquee-test-${process.pid}-${name.replace(/\W+/g, '-')}.log`);
  const out = openSync(log, 'w');
  const started = Date.now();
  return new Promise((resolve) => {
    const child = start(command, args, { stdio: ['ignore', out, out] });
    child.on('exit', (code, signal) => {
      closeSync(out);
      const seconds = Math.round((Date.now() - started) / 1000);
      const ok = code === 0;
      console.log(`\n──── ${name}: ${ok ? 'passed' : `FAILED (exit ${code ?? signal})`} in ${seconds} s ────`);
      console.log(readFileSync(log, 'utf8').trimEnd());
      console.log(`──── end of ${name} ────\n`);
      rmSync(log, { force: true });
      times.push(`${name} ${seconds} s`);
      if (!ok) failed.push(name);
      resolve(ok);
    });
  });
}

async function timed(name, work) {
  const started = Date.now();
  const code = await work();
  times.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  if (code !== 0) failed.push(name);
}

/**
 * At the lowest priority: these take the CPU time the browser suite leaves idle. At nice 10 they
 * slowed its tests by a sixth and finished 500 s before it (decision 093).
 */
const niced = (command, args) => ['nice', ['-n', '19', command, ...args]];

/** The unit and API test files with a test tagged @timing: the quiet phase runs only those. */
function timingTestFiles() {
  // Paths relative to the repository, where start() runs the test commands.
  return readdirSync(path.join(root, 'apps'), { recursive: true })
    .map((file) => path.join('apps', file))
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('@timing'));
}
const TIMED = ['-t', '@timing'];
const UNTIMED = ['-t', '^(?!.*@timing)'];

await quietly('build', 'node', ['scripts/build-if-needed.mjs']);
if (failed.includes('build')) {
  console.error('\n✗ the build failed: the browser suite cannot run');
  process.exit(1);
}

const { env, cleanup } = prepareE2e();
try {
  await timed('e2e @timing (alone)', () => playwright(['--grep', '@timing'], env));
  const files = timingTestFiles();
  await quietly('vitest @timing on PGlite (alone)', 'npx', ['vitest', 'run', ...TIMED, ...files]);
  await quietly('vitest @timing on PostgreSQL (alone)', 'node', ['scripts/test-postgres.mjs', ...TIMED, ...files]);
  await Promise.all([
    timed('e2e', () => playwright(['--grep-invert', '@timing'], env)),
    (async () => {
      await quietly('lint', ...niced('npm', ['run', 'lint']));
      await quietly('typecheck', ...niced('npm', ['run', 'typecheck']));
      await quietly('vitest on PGlite', ...niced('npx', ['vitest', 'run', ...UNTIMED]));
      await quietly('vitest on PostgreSQL', ...niced('node', ['scripts/test-postgres.mjs', ...UNTIMED]));
      await quietly('production check', ...niced('node', ['scripts/production-check.mjs']));
    })(),
  ]);
} finally {
  cleanup();
}

console.log(`\nnpm test: ${times.join(', ')}`);
if (failed.length > 0) {
  console.error(`✗ failed: ${failed.join(', ')}`);
  process.exit(1);
}
