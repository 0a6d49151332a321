// Builds contracts, demo artwork, web and server when their output is missing or older than the sources.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestMtime, root, run } from './lib.mjs';

const outputs = [
  { src: 'packages/contracts/src', out: 'packages/contracts/dist/index.js' },
  { src: 'packages/demo-artwork/src', out: 'packages/demo-artwork/dist/index.js' },
  { src: 'apps/web', out: 'apps/web/dist/index.html' },
  { src: 'apps/web', out: 'apps/web/dist-ssr/entry-server.js' },
  { src: 'apps/server/src', out: 'apps/server/dist/main.js' },
];

export function buildIfNeeded() {
  const stale = outputs.some(({ src, out }) => {
    const file = path.join(root, out);
    return !existsSync(file) || statSync(file).mtimeMs < newestMtime(path.join(root, src));
  });
  if (stale) {
    console.log('Building Marquee (contracts, demo artwork, web app, server)…');
    run('npm', ['run', 'build']);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
