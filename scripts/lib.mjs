// Small helpers shared by the project's scripts (plain Node, no dependencies).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; exits the script with its code if it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

export function start(command, args, options = {}) {
  return spawn(command, args, { stdio: 'inherit', cwd: root, ...options });
}

/** Newest modification time of the files under `dir` (skipping node_modules and dist). */
export function newestMtime(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === 'dist-ssr') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Installs Debian packages when they are missing (needs root, as on CI and the dev machines). */
export function aptInstall(packages) {
  if (packages.length === 0) return;
  if (!isRoot()) {
    console.error(
      `Missing system packages: ${packages.join(', ')}. Install them with: sudo apt-get install -y ${packages.join(' ')}`,
    );
    process.exit(1);
  }
  console.log(`Installing ${packages.join(', ')} from Debian…`);
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** The browser Lighthouse (bench:web) and the blocking-time budgets measure with. */
export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/**
 * The browser the rest of the end-to-end suite runs in: the same engine without the desktop
 * browser around it, as Playwright's own headless mode uses. It costs the suite about a fifth
 * less CPU (decision 093). playwright.config.ts reads the same variable.
 */
export const E2E_CHROMIUM = process.env.E2E_CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!existsSync(E2E_CHROMIUM)) missing.push('chromium-headless-shell');
  aptInstall(missing);
}

/** Resolves once `url` answers 2xx; fails when `child` exits first or after `timeoutMs`. */
export async function waitForOk(url, { child, what = url, timeoutMs = 120_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * The environment the production server runs with, set by `npm start` and by `npm run bench`
 * (which measures the server as `npm start` runs it): glibc's allocator settings (decision 090).
 * sharp's encoders (libvips, libaom, librsvg) allocate and free tens of MB per image variant on
 * their own threads; by default each thread's malloc arena keeps what it freed, and one variant
 * after another took the process from 300 to 700 MiB resident. Two arenas, and blocks of 128 KiB
 * or more mapped on their own (returned to the system when freed), keep it near its size at rest.
 * A variable already set in the caller's environment wins.
 */
export const SERVER_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
