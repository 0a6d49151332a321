import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A page with the head's SEO markers and an empty root, as apps/web/index.html has them. */
export const PLAIN_INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><!--seo:start--><title>Marquee</title><!--seo:end--></head><body><div id="root"></div></body></html>';

/** The web app's real server entry, compiled by the test runner (the build's copy is dist-ssr/entry-server.js). */
const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

/**
 * A built web app for page-serving tests: `index.html` (by default PLAIN_INDEX_HTML), one asset
 * (`assets/index-abc123.js`) and a stand-in server-rendering entry (`dist-ssr/entry-server.js`,
 * the source given), which must keep the real entry's contract (apps/web/src/entry-server.tsx).
 * Returns the dist folder.
 */
export function fakeWebDist(options: { renderEntry: string; indexHtml?: string }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
  const dist = path.join(root, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  mkdirSync(path.join(root, 'dist-ssr'));
  writeFileSync(path.join(root, 'dist-ssr', 'entry-server.js'), options.renderEntry);
  writeFileSync(path.join(dist, 'index.html'), options.indexHtml ?? PLAIN_INDEX_HTML);
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dist;
}

/** A built web app whose pages the real server entry renders, so the head and the page cache are the real ones. */
export function realEntryWebDist(indexHtml?: string): string {
  return fakeWebDist({ renderEntry: `export { render } from ${JSON.stringify(WEB_ENTRY)};`, indexHtml });
}
