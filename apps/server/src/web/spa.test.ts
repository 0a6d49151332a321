import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { imageSizes } from '@marquee/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { siteSettings } from '../db/schema/index.js';
import { escapeHtml } from '../lib/html.js';
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
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1)'));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-1.js' },
      'src/locales/en.json': { file: 'assets/en-1.js' },
      'src/app/routes/product.tsx': { file: 'assets/product-1.js', imports: ['_react.js', '_stars.js'] },
      '_stars.js': { file: 'assets/stars-1.js' },
    }),
  );
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

  it('sends the build-time brotli file to browsers that accept it', async () => {
    const asset = await store.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.rawPayload).toEqual(brotliCompressSync('console.log(1)'));
  });

  it("preloads a page's route code, language catalogue and API data with its HTML", async () => {
    const product = await createProduct(store.database.db, { title: 'Preload Mug' });
    const { body } = await store.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(body).toContain('<link rel="modulepreload" href="/assets/product-1.js" />');
    expect(body).toContain('<link rel="modulepreload" href="/assets/stars-1.js" />');
    expect(body).toContain('<link rel="modulepreload" href="/assets/en-1.js" />');
    // The entry's own imports are already preloaded by index.html.
    expect(body).not.toContain('href="/assets/react-1.js"');
    expect(body).toContain(
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/products/${product.id}" />`,
    );
    // The first gallery image, as the AVIF copies the page's <picture> offers, at the gallery's sizes.
    const imageHint =
      /<link rel="preload" as="image" fetchpriority="high" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        body,
      );
    expect(imageHint?.[1]).toMatch(/^\/img\/160\/avif\/test\/.+\.svg 160w, .+ 1920w$/);
    expect(imageHint?.[2]).toBe(imageSizes.productGallery);
  });

  it('writes the public settings and currency rates into the page for the first render', async () => {
    const { body } = await store.app.inject({ method: 'GET', url: '/' });
    const block = /<script id="marquee-bootstrap" type="application\/json">(.*?)<\/script>/.exec(body);
    const data = JSON.parse(block![1]!);
    const settings = await store.app.inject({ method: 'GET', url: '/api/settings' });
    const currencies = await store.app.inject({ method: 'GET', url: '/api/currencies' });
    expect(data.settings).toEqual(settings.json());
    expect(data.currencies).toEqual(currencies.json());
  });

  it('paints the announcement bar and logo before the JavaScript runs, hidden from screen readers', async () => {
    // Admin text with `$'` and `</script>`: neither may expand nor end the data block early.
    const message = "50% off posters $' </script><b>today</b>";
    await store.database.db
      .insert(siteSettings)
      .values([
        {
          settingKey: 'announcement_bar',
          settingValue: { enabled: true, message, background_color: '#112233', text_color: '#ffffff' },
        },
        { settingKey: 'site_logo', settingValue: { url: '/media/logo.svg', alt: 'Marquee', width: 150, height: 50 } },
      ])
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: sql`excluded.setting_value` } });

    const { body } = await store.app.inject({ method: 'GET', url: '/films' });
    const shell = /<div id="marquee-shell" aria-hidden="true"[^>]*>(.*?)<div id="root"><\/div>/s.exec(body)?.[1] ?? '';
    expect(shell).toContain('class="sticky top-0 z-40 border-b border-white/10 bg-zinc-950 text-white"');
    expect(shell).toContain(`<p dir="auto">${escapeHtml(message)}</p>`);
    expect(shell).toContain('style="background:#112233;color:#ffffff"');
    expect(shell).toContain('<img src="/media/logo.svg"');

    const block = /<script id="marquee-bootstrap" type="application\/json">(.*?)<\/script>/.exec(body);
    expect(JSON.parse(block![1]!).settings.announcementBar.message).toBe(message);
    // The document keeps exactly one copy of the page: nothing was spliced in by `$'`.
    expect(body.match(/<\/html>/g)).toHaveLength(1);
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
