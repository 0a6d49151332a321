import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../test/app.js';

let store: TestStore;
beforeAll(async () => {
  const dist = path.join(mkdtempSync(path.join(tmpdir(), 'marquee-web-')), 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The build writes maps (sourcemap: 'hidden') beside the scripts, for diagnosis only.
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.css.map'), '{"version":3,"sources":["src/index.css"]}');
  store = await createTestStore({ webDist: dist });
});
afterAll(async () => {
  await store?.close();
});

describe('issue 10: the built files', () => {
  it('serves the scripts but not their source maps', async () => {
    const script = await store.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.statusCode).toBe(200);
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.css.map']) {
      const map = await store.app.inject({ method: 'GET', url });
      expect(map.statusCode, url).toBe(404);
      expect(map.body, url).not.toContain('"sources"');
    }
  });
});
