import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib, { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BROWSER_RENDER_COOKIE, preferenceCookies, SERVER_STATE_ELEMENT_ID } from '@marquee/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { currencies, siteSettings } from '../db/schema/index.js';
import { createTestStore, type TestStore } from '../test/app.js';
import { fakeWebDist } from '../test/web-dist.js';
import { createProduct } from '../test/factories.js';
import { announce } from '../test/announce.js';

/**
 * A stand-in for the web app's server entry (apps/web/src/entry-server.tsx) that keeps its
 * contract: it reads its data through the fetch it is given, describes the page (status, meta,
 * modules) and draws it unless told not to. The real entry is tested in page-meta.test.ts.
 */
const FAKE_RENDER_ENTRY = `
export async function render({ url, language, currency, fetch, markup }) {
  globalThis.renderCount = (globalThis.renderCount ?? 0) + 1;
  if (url === '/order-success?id=7') return { kind: 'redirect', status: 302, location: '/order-confirmation?id=7' };
  if (url.includes('sort=fail')) throw new Error('render failed');
  const pathname = url.split('?')[0].replace(/^\\/he(?=\\/|$)/, '') || '/';
  const modules = ['src/locales/en.json'];
  let status = 200;
  let meta = { title: 'Marquee', description: 'Film merchandise.' };
  const productId = /^\\/product\\/(\\d+)$/.exec(pathname)?.[1];
  if (productId) {
    modules.push('src/app/routes/product.tsx');
    const response = await fetch('/api/products/' + productId);
    if (response.status === 404) status = 404;
    else {
      const product = await response.json();
      meta = {
        title: product.title + ' | Marquee',
        description: product.description,
        image: product.image.url,
        type: 'product',
        leadImage: { src: product.images[0].url, sizes: 'GALLERY_SIZES', intrinsicWidth: product.images[0].width },
      };
    }
  } else if (pathname === '/no/such/page' || pathname === '/big/missing') status = 404;
  if (status === 404) meta = { title: 'Page Not Found | Marquee', description: 'Film merchandise.' };
  const settings = await (await fetch('/api/settings')).json();
  const message = settings.announcementBar.message;
  return {
    kind: 'page',
    status,
    meta,
    modules,
    markup: markup
      ? {
          language: language === 'he' ? 'he' : 'en',
          direction: language === 'he' ? 'rtl' : 'ltr',
          html:
            '<p class="bar">' + message.replace(/</g, '&lt;') + '</p><p class="currency">' + currency + '</p>' +
            (pathname.startsWith('/big') ? '<p>' + 'Film merchandise, posters and hoodies. '.repeat(500) + '</p>' : ''),
          state: JSON.stringify({ router: { loaderData: {}, actionData: null }, queries: { message } }),
        }
      : null,
    cacheable: markup && status === 200,
  };
}
`;

let store: TestStore;
beforeAll(async () => {
  // The stand-in entry reads the settings through the fetch it is given, as the real one reads its data.
  const dist = fakeWebDist({
    renderEntry: FAKE_RENDER_ENTRY,
    indexHtml:
      '<!doctype html><html lang="en" dir="ltr"><head><!--seo:start--><title>Marquee</title><!--seo:end--><script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="modulepreload" crossorigin href="/assets/react-1.js"></head><body><div id="root"></div></body></html>',
  });
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
  await store.database.db.insert(currencies).values([
    { code: 'EUR', name: 'Euro', symbol: '€', rate: 0.92 },
    { code: 'GBP', name: 'British Pound', symbol: '£', rate: 0.79 },
  ]);
});
afterAll(async () => {
  await store?.close();
});

describe('serving the built web app', () => {
  it("writes the entry's meta tags for /product/{id}, escaped, with absolute link-preview addresses", async () => {
    const product = await createProduct(store.database.db, {
      title: 'Starlight "Ranger" Hoodie',
      description: 'A warm hoodie <b>for</b> night shoots.',
    });
    const response = await store.app.inject({ method: 'GET', url: `/product/${product.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Starlight &quot;Ranger&quot; Hoodie | Marquee</title>');
    expect(response.body).toContain(
      '<meta name="description" content="A warm hoodie &lt;b&gt;for&lt;/b&gt; night shoots." />',
    );
    expect(response.body).toContain(`<link rel="canonical" href="http://localhost:3000/product/${product.id}" />`);
    expect(response.body).toContain(
      '<meta property="og:title" content="Starlight &quot;Ranger&quot; Hoodie | Marquee" />',
    );
    expect(response.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/test\/.+\.svg" \/>/,
    );
  });

  it('issue 11 gives a new visitor their guest id with the first page, and keeps an existing one', async () => {
    const first = await store.app.inject({ method: 'GET', url: '/login' });
    const issued = first.cookies.find((c) => c.name === 'marquee_guest');
    expect(issued?.value).toMatch(/^guest_/);
    expect(issued).toMatchObject({ httpOnly: true, path: '/' });
    const again = await store.app.inject({ method: 'GET', url: '/login', cookies: { marquee_guest: issued!.value } });
    expect(again.cookies.find((c) => c.name === 'marquee_guest')).toBeUndefined();
    const cart = await store.app.inject({ method: 'GET', url: '/api/cart', cookies: { marquee_guest: issued!.value } });
    expect(cart.cookies.find((c) => c.name === 'marquee_guest')).toBeUndefined();
  });

  it("answers with the entry's status: 200 for a page, 404 for what the app does not know", async () => {
    const login = await store.app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.headers['content-type']).toContain('text/html');
    const unknown = await store.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<div id="root">');
    expect(unknown.body).toContain('<title>Page Not Found | Marquee</title>');
    expect(unknown.body).not.toContain('rel="canonical"');
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

  it("fetches a page's route code and language catalogue with its HTML, and preloads its lead image", async () => {
    const product = await createProduct(store.database.db, { title: 'Preload Mug' });
    const { body } = await store.app.inject({ method: 'GET', url: `/product/${product.id}` });
    // The start-up script fetches the entry, its imports, the catalogue and the route's chunks.
    const boot = JSON.parse(/<script id="marquee-boot" type="application\/json">(.*?)<\/script>/.exec(body)![1]!);
    expect(boot).toEqual({
      entry: '/assets/index-abc123.js',
      modules: ['/assets/react-1.js', '/assets/en-1.js', '/assets/product-1.js', '/assets/stars-1.js'],
    });
    // The data is in the page: nothing is fetched ahead for the app.
    expect(body).not.toContain('as="fetch"');
    // The first gallery image, as the AVIF copies the page's <picture> offers, at the gallery's sizes.
    const imageHint =
      /<link rel="preload" as="image" fetchpriority="high" type="image\/avif" imagesrcset="([^"]+)" imagesizes="([^"]+)" \/>/.exec(
        body,
      );
    expect(imageHint?.[1]).toMatch(/^\/img\/160\/avif\/test\/.+\.svg 160w, .+ 1920w$/);
    expect(imageHint?.[2]).toBe('GALLERY_SIZES');
  });

  it("renders the page on the server with the data the app reads in-process, in the address's language and the cookie's currency", async () => {
    // Admin text with `$'` and `</script>`: neither may expand nor end the data block early.
    const message = "50% off posters $' </script><b>today</b>";
    await store.database.db
      .insert(siteSettings)
      .values({
        settingKey: 'announcement_bar',
        settingValue: { enabled: true, message, background_color: '#112233', text_color: '#ffffff' },
      })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: sql`excluded.setting_value` } });

    const response = await store.app.inject({
      method: 'GET',
      url: '/he/films',
      cookies: { [preferenceCookies.currency]: 'EUR' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('cookie');
    const { body } = response;
    expect(body).toContain('<html lang="he" dir="rtl">');
    expect(body).toContain(
      `<div id="root"><p class="bar">${message.replace(/</g, '&lt;')}</p><p class="currency">EUR</p></div>`,
    );
    const block = new RegExp(`<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(
      body,
    );
    expect(JSON.parse(block![1]!).queries.message).toBe(message);
    // The document keeps exactly one copy of the page: nothing was spliced in by `$'`.
    expect(body.match(/<\/html>/g)).toHaveLength(1);
  });

  it('answers a route that redirects with the redirect, and a failed render with the template the browser renders', async () => {
    const redirect = await store.app.inject({ method: 'GET', url: '/order-success?id=7' });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe('/order-confirmation?id=7');

    const failed = await store.app.inject({ method: 'GET', url: '/products?sort=fail' });
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toContain('<div id="root"></div>');
    expect(failed.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect(failed.body).toContain('<title>Marquee</title>');
  });

  it('asks the entry for no markup when the browser-render cookie asks for the browser to render', async () => {
    const films = await store.app.inject({
      method: 'GET',
      url: '/films',
      cookies: { [BROWSER_RENDER_COOKIE]: 'browser' },
    });
    expect(films.body).toContain('<div id="root"></div>');
    expect(films.body).not.toContain(SERVER_STATE_ELEMENT_ID);
    expect(films.body).toContain('<title>Marquee</title>');
  });

  it('keeps /api answers as JSON 404s', async () => {
    const response = await store.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });
});

describe('the page cache', () => {
  const renders = () => (globalThis as { renderCount?: number }).renderCount ?? 0;
  const setAnnouncement = (message: string) =>
    store.database.db
      .insert(siteSettings)
      .values({
        settingKey: 'announcement_bar',
        settingValue: { enabled: true, message, background_color: '#112233', text_color: '#ffffff' },
      })
      .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: sql`excluded.setting_value` } });
  const films = (cookies: Record<string, string>, headers: Record<string, string> = {}) =>
    store.app.inject({ method: 'GET', url: '/films', cookies, headers });

  it('sends a page rendered once to every later visitor in that language and currency, until a catalogue event', async () => {
    const gbp = { [preferenceCookies.currency]: 'GBP' };
    await setAnnouncement('First message');
    const first = await films(gbp);
    const rendersAfterFirst = renders();
    expect(first.body).toContain('<p class="bar">First message</p><p class="currency">GBP</p>');

    // Changed without an event (nothing announced it): the kept page is still sent, unrendered.
    await setAnnouncement('Second message');
    const second = await films(gbp);
    expect(renders()).toBe(rendersAfterFirst);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['content-security-policy']).toContain("script-src 'self'");
    // A browser holding that copy is told it is current.
    const revalidated = await films(gbp, { 'if-none-match': second.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);

    // Another currency is another page.
    const eur = await films({ [preferenceCookies.currency]: 'EUR' });
    expect(eur.body).toContain('<p class="bar">Second message</p><p class="currency">EUR</p>');

    await announce(store);
    expect((await films(gbp)).body).toContain('<p class="bar">Second message</p>');
  });

  it('keeps neither a page the browser had to render nor a missing page', async () => {
    const before = renders();
    await store.app.inject({ method: 'GET', url: '/products?sort=fail' });
    await store.app.inject({ method: 'GET', url: '/products?sort=fail' });
    expect(renders()).toBe(before + 2);
    const missing = await store.app.inject({ method: 'GET', url: '/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });
});

describe('issue 29: the language is in the address (decision 099)', () => {
  it('shows an English address in English whatever the language cookie says', async () => {
    const response = await store.app.inject({
      method: 'GET',
      url: '/films',
      cookies: { [preferenceCookies.language]: 'he' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
  });

  it('sends a returning Hebrew reader from the front door to the Hebrew home, query kept; others stay', async () => {
    const he = { [preferenceCookies.language]: 'he' };
    const home = await store.app.inject({ method: 'GET', url: '/?utm_source=mail', cookies: he });
    expect(home.statusCode).toBe(302);
    expect(home.headers.location).toBe('/he?utm_source=mail');
    const others: Record<string, string>[] = [
      {},
      { [preferenceCookies.language]: 'en' },
      { [preferenceCookies.language]: 'xx' },
    ];
    for (const cookies of others) {
      expect((await store.app.inject({ method: 'GET', url: '/', cookies })).statusCode).toBe(200);
    }
    const hebrewHome = await store.app.inject({ method: 'GET', url: '/he', cookies: he });
    expect(hebrewHome.statusCode).toBe(200);
    expect(hebrewHome.body).toContain('<html lang="he" dir="rtl">');
  });

  it('gives the staff pages one address: /he/admin/… moves to /admin/…', async () => {
    const moved = await store.app.inject({ method: 'GET', url: '/he/admin/orders?page=2' });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/admin/orders?page=2');
  });

  it("names the page's other language and x-default with hreflang, and its own address as canonical", async () => {
    const { body } = await store.app.inject({ method: 'GET', url: '/he/films?utm_source=x' });
    expect(body).toContain('<link rel="canonical" href="http://localhost:3000/he/films" />');
    expect(body).toContain('<link rel="alternate" hreflang="en" href="http://localhost:3000/films" />');
    expect(body).toContain('<link rel="alternate" hreflang="he" href="http://localhost:3000/he/films" />');
    expect(body).toContain('<link rel="alternate" hreflang="x-default" href="http://localhost:3000/films" />');
    const missing = await store.app.inject({ method: 'GET', url: '/he/no/such/page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('hreflang');
  });
});

describe('issue 10 page cache: junk cannot multiply renders', () => {
  const renders = () => (globalThis as { renderCount?: number }).renderCount ?? 0;

  it('renders a page once for any query the page does not read and any unknown language or currency', async () => {
    const first = await store.app.inject({ method: 'GET', url: '/?junk=0' });
    const before = renders();
    for (let n = 1; n <= 5; n++) {
      const response = await store.app.inject({
        method: 'GET',
        url: `/?junk=${n}&utm_source=${n}`,
        cookies: { [preferenceCookies.language]: `x${n}`, [preferenceCookies.currency]: `Z${n}Z` },
      });
      expect(response.body).toBe(first.body);
    }
    expect(renders()).toBe(before);
    // Drawn from the normalised inputs: English, and no currency the store does not have.
    expect(first.body).toContain('<html lang="en" dir="ltr">');
    expect(first.body).toContain('<p class="currency">undefined</p>');
  });

  it('renders one key once while visitors ask for it at the same moment (single flight)', async () => {
    const before = renders();
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, n) =>
        store.app.inject({
          method: 'GET',
          url: `/products?page=7&x=${n}`,
          cookies: { [preferenceCookies.currency]: 'GBP' },
        }),
      ),
    );
    expect(renders()).toBe(before + 1);
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    expect(responses[0]!.body).toContain('<p class="currency">GBP</p>');
  });
});

describe('issue 15 cached pages are compressed once', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('sends a cached page in the encoding asked for without compressing it again, and 304 to a current copy', async () => {
    const compressed = {
      once: vi.spyOn(zlib, 'brotliCompress'),
      gzipOnce: vi.spyOn(zlib, 'gzip'),
      perRequest: vi.spyOn(zlib, 'createBrotliCompress'),
      gzipPerRequest: vi.spyOn(zlib, 'createGzip'),
    };
    const big = (encoding: string, headers: Record<string, string> = {}) =>
      store.app.inject({ method: 'GET', url: '/big', headers: { 'accept-encoding': encoding, ...headers } });

    // The first visitor's page is compressed as it is kept, and sent in brotli.
    const first = await big('gzip, deflate, br');
    expect(first.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(first.rawPayload).toString();
    expect(html).toContain('Film merchandise, posters and hoodies.');

    for (let n = 0; n < 3; n++) {
      const hit = await big('gzip, deflate, br, zstd');
      expect(hit.headers['content-encoding']).toBe('br');
      expect(hit.headers['content-length']).toBe(String(hit.rawPayload.length));
      expect(hit.rawPayload.length).toBeLessThan(html.length / 10);
      expect(hit.headers.vary).toBe('cookie, accept-encoding');
    }
    const gzipped = await big('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(html);
    const plain = await big('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(html);
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength(html)));
    const revalidated = await big('br', { 'if-none-match': first.headers.etag as string });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    expect(compressed.once).toHaveBeenCalledTimes(1);
    expect(compressed.gzipOnce).toHaveBeenCalledTimes(1);
    expect(compressed.perRequest).not.toHaveBeenCalled();
    expect(compressed.gzipPerRequest).not.toHaveBeenCalled();
  });

  it('visitors who ask while the page renders share one compression', async () => {
    const once = vi.spyOn(zlib, 'brotliCompress');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        store.app.inject({
          method: 'GET',
          url: '/big',
          headers: { 'accept-encoding': 'br' },
          cookies: { [preferenceCookies.currency]: 'EUR' },
        }),
      ),
    );
    expect(responses.map((response) => response.headers['content-encoding'])).toEqual(['br', 'br', 'br', 'br']);
    expect(once).toHaveBeenCalledTimes(1);
  });

  it('still compresses, per request, a page that is not kept', async () => {
    const perRequest = vi.spyOn(zlib, 'createBrotliCompress');
    const missing = await store.app.inject({
      method: 'GET',
      url: '/big/missing',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(missing.rawPayload).toString()).toContain('Film merchandise, posters and hoodies.');
    expect(perRequest).toHaveBeenCalledTimes(1);
  });
});
