// Builds contracts, demo artwork, web and server when their output is missing or older than the sources.
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { newestMtime, root, run } from './lib.mjs';

const outputs = [
  { src: 'packages/contracts/src', out: 'packages/contracts/dist/index.js' },
  { src: 'packages/demo-artwork/src', out: 'packages/demo-artwork/dist/index.js' },
  { src: 'apps/web', out: 'apps/web/dist/index.html' },
  { src: 'apps/web', out: 'apps/web/dist-ssr/entry-server.js' },
  { src: 'apps/server/src', out: 'apps/server/dist/main.js' },
];

/**
 * The build tools are dev dependencies: after `npm ci --omit=dev` (a production install) the
 * build that is there is what runs, and nothing tries to build.
 */
export const canBuild = () =>
  [
    ['apps/server/package.json', 'typescript/package.json'],
    ['apps/web/package.json', 'vite/package.json'],
  ].every(([from, tool]) => {
    // Resolved as the workspace resolves it, wherever npm hoisted the package.
    try {
      createRequire(path.join(root, from)).resolve(tool);
      return true;
    } catch {
      return false;
    }
  });

export function buildIfNeeded() {
  const missing = outputs.filter(({ out }) => !existsSync(path.join(root, out)));
  if (!canBuild()) {
    if (missing.length === 0) return;
    console.error(
      `Marquee is not built (${missing.map(({ out }) => out).join(', ')} missing) and the build tools are not ` +
        'installed (npm ci --omit=dev). Build it where the dev dependencies are: npm ci && npm run build.',
    );
    process.exit(1);
  }
  const stale =
    missing.length > 0 ||
    outputs.some(({ src, out }) => statSync(path.join(root, out)).mtimeMs < newestMtime(path.join(root, src)));
  if (stale) {
    console.log('Building Marquee (contracts, demo artwork, web app, server)…');
    run('npm', ['run', 'build']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
