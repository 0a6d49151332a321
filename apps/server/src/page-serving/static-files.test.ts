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

describe('issue 28 point 1: a script is sent without the headers of a document', () => {
  it('carries nosniff and the resource policy but no document policy; a page keeps its policy', async () => {
    const script = await store.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-site');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-frame-options']).toBeUndefined();

    const page = await store.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers a missing build file with a plain 404, never the app page without its policy', async () => {
    for (const url of ['/assets/missing-1.js', '/assets/']) {
      const missing = await store.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.headers['content-type'], url).not.toContain('text/html');
    }
    // A path that only looks like a build file's keeps the document policy, whatever it reaches.
    const around = await store.app.inject({ method: 'GET', url: '/assets/%2e%2e/index.html' });
    expect(around.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
