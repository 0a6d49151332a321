import { beforeAll, describe, expect, it } from 'vitest';
import { customPages, dynamicPages } from '../../db/schema/index.js';
import { testStoreForFile } from '../../test/app.js';

const store = testStoreForFile();
beforeAll(async () => {
  await store.database.db.insert(dynamicPages).values([
    {
      slug: 'shipping-info',
      title: 'Shipping Info',
      metaDescription: 'How we ship',
      content:
        '<h1>Shipping</h1><p onclick="steal()">Fast <a href="javascript:alert(1)">link</a> <a href="/order-tracking">track</a></p>' +
        '<script>alert("x")</script><img src="/media/box.png" onerror="alert(2)" alt="Box"><iframe src="https://evil.example"></iframe>' +
        '<table><tr><td>US</td><td>3-5 days</td></tr></table>' +
        '<img src="https://cdn.example/safe.png" alt="Secure"><img src="http://cdn.example/plain.png" alt="Plain">',
    },
    { slug: 'draft-page', title: 'Draft', content: '<p>secret</p>', isPublished: false },
    {
      slug: 'faq',
      title: 'FAQ',
      content:
        '<p><a href="#returns">Returns</a> <a href="#">top</a> <a href="/page/shipping-info#costs">costs</a></p>' +
        '<h2 id="returns">Returns</h2><div id="marquee-state">{}</div><script id="marquee-boot" type="application/json">{}</script>' +
        '<a name="root">old anchor</a><p id="user-content-kept">already prefixed</p>',
    },
  ]);
  await store.database.db.insert(customPages).values([
    {
      slug: 'about-us',
      title: 'About Us',
      description: 'Who we are',
      bannerImageUrl: '/media/banner.svg',
      metaTitle: 'About | Marquee',
      isPublished: true,
      content: [
        { type: 'heading', level: 2, content: 'Our story' },
        { type: 'text', content: 'Once upon a time' },
        { type: 'image', src: '/media/a.png', alt: 'A picture', caption: 'Caption' },
        { type: 'video', url: 'https://example.com/v.mp4' },
        { type: 'image', alt: 'no src' },
      ],
    },
    { slug: 'draft-custom', title: 'Draft custom', isPublished: false, content: [] },
  ]);
});

const get = (url: string) => store.app.inject({ method: 'GET', url });

describe('GET /api/pages/:slug', () => {
  it('issue 10 R-41 keeps the https images the CSP shows and drops plain http ones it would block', async () => {
    const { html } = (await get('/api/pages/shipping-info')).json();
    expect(html).toContain('<img src="https://cdn.example/safe.png" alt="Secure"');
    expect(html).not.toContain('http://cdn.example/plain.png');
  });

  it('CP-01 R-41 returns the published dynamic page with its HTML sanitised on the server', async () => {
    const response = await get('/api/pages/shipping-info');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ kind: 'dynamic', slug: 'shipping-info', title: 'Shipping Info' });
    expect(page.html).toContain('<h1>Shipping</h1>');
    expect(page.html).toContain('<a href="/order-tracking">track</a>');
    expect(page.html).toContain('<td>3-5 days</td>');
    expect(page.html).toContain('<img src="/media/box.png" alt="Box"');
    for (const unsafe of ['<script', 'alert(', 'onerror', 'onclick', 'javascript:', '<iframe']) {
      expect(page.html).not.toContain(unsafe);
    }
  });

  it("issue 10: prefixes the page's ids and anchor names (and its #links) so none can take the app's own ids", async () => {
    const { html } = (await get('/api/pages/faq')).json() as { html: string };
    expect(html).toContain('<h2 id="user-content-returns">Returns</h2>');
    expect(html).toContain('<a href="#user-content-returns">Returns</a>');
    expect(html).toContain('<div id="user-content-marquee-state">{}</div>');
    expect(html).toContain('<a name="user-content-root">old anchor</a>');
    expect(html).toContain('<p id="user-content-kept">already prefixed</p>');
    // An empty fragment and links to other pages are left as written.
    expect(html).toContain('<a href="#">top</a>');
    expect(html).toContain('<a href="/page/shipping-info#costs">costs</a>');
    expect(html).not.toContain('marquee-boot');
    expect(html).not.toMatch(/\s(id|name)="(?!user-content-)/);
  });

  it('CP-02 CP-14 answers 404 for a missing or unpublished page', async () => {
    for (const url of [
      '/api/pages/no-such-page',
      '/api/pages/draft-page',
      '/api/pages/draft-custom',
      '/api/pages/UPPER',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('SF-ROUTE-06 falls back to a published custom page of that slug (spec D-02)', async () => {
    const response = await get('/api/pages/about-us');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ kind: 'custom', title: 'About Us' });
  });
});

describe('GET /api/custom-pages/:slug', () => {
  it('CP-05 CP-08 returns a published custom page with its blocks; other types keep only their type', async () => {
    const response = await get('/api/custom-pages/about-us');
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({
      kind: 'custom',
      title: 'About Us',
      description: 'Who we are',
      bannerImageUrl: '/media/banner.svg',
      metaTitle: 'About | Marquee',
    });
    expect(page.blocks).toEqual([
      { type: 'heading', level: 2, content: 'Our story' },
      { type: 'text', content: 'Once upon a time' },
      { type: 'image', src: '/media/a.png', alt: 'A picture', caption: 'Caption' },
      { type: 'video' },
      { type: 'image' },
    ]);
  });

  it('CP-05 CP-14 answers 404 for a draft or missing custom page', async () => {
    for (const url of [
      '/api/custom-pages/draft-custom',
      '/api/custom-pages/nothing',
      '/api/custom-pages/shipping-info',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
