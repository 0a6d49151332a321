import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A built web app for page-serving tests: `index.html`, one asset (`assets/index-abc123.js`)
 * and a stand-in server-rendering entry (`dist-ssr/entry-server.js`, the source given), which
 * must keep the real entry's contract (apps/web/src/entry-server.tsx). Returns the dist folder.
 */
export function fakeWebDist(options: { renderEntry: string; indexHtml: string }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), options.renderEntry);
  writeFileSync(path.join(dist, 'index.html'), options.indexHtml);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}
