import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStore, type TestStore } from '../test/app.js';
import { createProduct } from '../test/factories.js';

let store: TestStore;
beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'marquee-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><!--seo:start--><title>Marquee</title><!--seo:end--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  store = await createTestStore({ webDist: dist });
});
afterAll(async () => {
  await store?.close();
});

describe('serving the built web app', () => {
  it('injects the product title, description and Open Graph tags into /product/{id}', async () => {
    const product = await createProduct(store.database.db, {
      title: 'Starlight "Ranger" Hoodie',
      description: 'A warm hoodie <b>for</b> night shoots.',
    });
    const response = await store.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Starlight &quot;Ranger&quot; Hoodie | Marquee</title>');
    expect(response.body).toContain('<meta name="description" content="A warm hoodie for night shoots." />');
    expect(response.body).toContain(
      '<meta property="og:title" content="Starlight &quot;Ranger&quot; Hoodie | Marquee" />',
    );
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/test\/.+\.svg" \/>/,
    );
  });

  it('serves client routes with 200 and unknown paths with 404, both as the app shell', async () => {
    const login = await store.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    const unknown = await store.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await store.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps /api answers as JSON 404s', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('server answers for pages whose subject is missing', () => {
  it('SF-PROD-02 answers 404 for a missing or oversized product id, without a canonical link', async () => {
    for (const url of ['/product/999999', '/product/99999999999', '/product/abc']) {
      const response = await store.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<title>Page Not Found | Marquee</title>');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });
});
