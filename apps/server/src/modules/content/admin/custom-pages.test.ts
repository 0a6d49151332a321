import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, customPageSlug, type AdminCustomPage, type AdminCustomPageList } from '@marquee/contracts';
import { customPages, pageElements, pageSections } from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';
import { isUploadStored, uploadPng as uploadPngAs } from '../../../test/uploads.js';
import { realEntryWebDist } from '../../../test/web-dist.js';

const store = testStoreForFile({ webDist: realEntryWebDist() });
let admin: TestClient;
beforeAll(async () => {
  admin = await signInAdmin(store);
});

const { customPages: listPath, customPage: pagePath } = apiPaths.admin;
let sequence = 0;
const uniqueTitle = (title: string) => `${title} ${++sequence}${randomBytes(3).toString('hex')}`;

async function createPage(body: Record<string, unknown>): Promise<AdminCustomPage> {
  const response = await admin.post(listPath.href(), body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AdminCustomPage;
}

const lastAudit = (resourceId: number) => lastAuditRow(store.database.db, 'custom-pages', resourceId);

const fieldsOf = (response: { json: () => unknown }) =>
  Object.keys((response.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {});

const page = (url: string) => store.app.inject({ method: 'GET', url });
/** The server-rendered markup, without the data handed to the browser after it. */
const markupOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script id="marquee-state"'));

describe('issue 14 admin custom pages: access', () => {
  it('R-03 refuses guests (401) and customers (403) on every custom page route, changing nothing', async () => {
    const created = await createPage({ title: uniqueTitle('Guarded page') });
    const guest = new TestClient(store.app);
    const customer = new TestClient(store.app);
    await signUp(customer);
    const routes = [
      ['GET', listPath.href(), undefined],
      ['POST', listPath.href(), { title: 'Hack' }],
      ['GET', pagePath.href(created.id), undefined],
      ['PUT', pagePath.href(created.id), { title: 'Hack' }],
      ['PATCH', pagePath.href(created.id), { isPublished: true }],
      ['DELETE', pagePath.href(created.id), undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await guest.request(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await customer.request(method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const still = (await admin.get(pagePath.href(created.id))).json() as AdminCustomPage;
    expect(still).toMatchObject({ title: created.title, isPublished: false });
  });
});

describe('issue 14 admin custom pages: create, read, update, delete', () => {
  it('ADM-CPAGE-05 stores every field of the editor and answers with the page; the audit row holds it', async () => {
    const title = uniqueTitle('About the Studio');
    const slug = customPageSlug(title);
    const content = [
      { type: 'heading', content: 'Who we are', level: 2 },
      { type: 'text', content: 'We make <b>film</b> things.' },
      { type: 'image', src: '/media/pages/about.svg', alt: 'The studio', caption: 'Our floor' },
      { type: 'carousel', items: [1, 2] },
    ];
    const created = await createPage({
      title: `  ${title}  `,
      description: 'Our story',
      bannerImageUrl: 'https://images.example.com/banner.jpg',
      metaTitle: 'About | Official',
      metaDescription: 'Who makes it.',
      seoKeywords: 'studio, film',
      content,
      isPublished: true,
    });
    expect(created).toMatchObject({
      title,
      slug,
      description: 'Our story',
      bannerImageUrl: 'https://images.example.com/banner.jpg',
      metaTitle: 'About | Official',
      metaDescription: 'Who makes it.',
      seoKeywords: 'studio, film',
      // Text stays text (the storefront escapes it); an unknown type is kept as given.
      content,
      isPublished: true,
      sectionCount: 0,
    });
    expect((await admin.get(pagePath.href(created.id))).json()).toEqual(created);
    expect(await lastAudit(created.id)).toMatchObject({ action: 'create', after: { slug, title } });

    // The storefront serves it, blocks as it draws them.
    const shown = await page(apiPaths.customPage.href(slug));
    expect(shown.statusCode).toBe(200);
    expect(shown.json().blocks).toEqual([
      { type: 'heading', content: 'Who we are', level: 2 },
      { type: 'text', content: 'We make <b>film</b> things.' },
      { type: 'image', src: '/media/pages/about.svg', alt: 'The studio', caption: 'Our floor' },
      { type: 'carousel' },
    ]);
  });

  it('ADM-CPAGE-09 an update replaces the fields and sets updated_at; the audit row holds before and after', async () => {
    const created = await createPage({ title: uniqueTitle('Old title'), content: [{ type: 'text', content: 'a' }] });
    await store.database.db
      .update(customPages)
      .set({ updatedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(customPages.id, created.id));
    const title = uniqueTitle('New title');
    const response = await admin.put(pagePath.href(created.id), {
      title,
      slug: created.slug,
      description: 'Now described',
      content: [{ type: 'heading', content: 'Hi' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = response.json() as AdminCustomPage;
    expect(updated).toMatchObject({ title, slug: created.slug, description: 'Now described', isPublished: false });
    expect(updated.content).toEqual([{ type: 'heading', content: 'Hi' }]);
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'update',
      before: { title: created.title, updatedAt: '2020-01-01T00:00:00.000Z' },
      after: { title },
    });
    const missing = await admin.put(pagePath.href(999_999), { title: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('R-42 a renamed page keeps its page elements: they follow the new slug', async () => {
    const created = await createPage({ title: uniqueTitle('Renamed'), isPublished: true });
    const [element] = await store.database.db
      .insert(pageElements)
      .values({ pageType: 'custom', pageId: created.slug, title: 'Welcome block' })
      .returning();
    const slug = `${created.slug}-moved`;
    const response = await admin.put(pagePath.href(created.id), { title: created.title, slug, isPublished: true });
    expect(response.statusCode, response.body).toBe(200);
    const elements = await admin.get(apiPaths.pageElements.href({ pageType: 'custom', pageId: slug }));
    expect((elements.json() as { id: number }[]).map((e) => e.id)).toEqual([element!.id]);
  });

  it('ADM-CPAGE-01 lists newest first with the section count, pages and searches by title', async () => {
    const marker = `Zq${randomBytes(3).toString('hex')}`;
    const first = await createPage({ title: `${marker} first` });
    const second = await createPage({ title: `${marker} second` });
    const third = await createPage({ title: `${marker} third` });
    await store.database.db.insert(pageSections).values([
      { customPageId: second.id, sectionType: 'hero' },
      { customPageId: second.id, sectionType: 'text' },
    ]);
    const list = (await admin.get(listPath.href({ q: marker }))).json() as AdminCustomPageList;
    expect(list.total).toBe(3);
    expect(list.items.map((item) => [item.title, item.sectionCount])).toEqual([
      [third.title, 0],
      [second.title, 2],
      [first.title, 0],
    ]);
    expect(list.items[0]).toEqual({
      id: third.id,
      title: third.title,
      slug: third.slug,
      isPublished: false,
      sectionCount: 0,
      createdAt: third.createdAt,
      updatedAt: third.updatedAt,
    });
    const paged = (await admin.get(listPath.href({ q: marker, pageSize: 2, page: 2 }))).json() as AdminCustomPageList;
    expect(paged.items.map((item) => item.id)).toEqual([first.id]);
    const byTitle = (await admin.get(listPath.href({ q: marker, sort: 'title', dir: 'asc' }))).json();
    expect(byTitle.items.map((item: { id: number }) => item.id)).toEqual([first.id, second.id, third.id]);
    // A search is text, not a pattern.
    expect((await admin.get(listPath.href({ q: `${marker}%` }))).json().total).toBe(0);
    const bad = await admin.get(listPath.href({ sort: 'slug' }));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['sort']);
  });

  it('deletes a page with its sections; the storefront answers 404 and a second delete is a 404', async () => {
    const created = await createPage({ title: uniqueTitle('Short lived'), isPublished: true });
    await store.database.db.insert(pageSections).values({ customPageId: created.id, sectionType: 'text' });
    expect((await page(apiPaths.customPage.href(created.slug))).statusCode).toBe(200);
    const response = await admin.delete(pagePath.href(created.id));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'delete',
      before: { slug: created.slug },
      after: null,
    });
    expect(
      await store.database.db.select().from(pageSections).where(eq(pageSections.customPageId, created.id)),
    ).toEqual([]);
    expect((await page(apiPaths.customPage.href(created.slug))).statusCode).toBe(404);
    expect((await admin.delete(pagePath.href(created.id))).statusCode).toBe(404);
    expect((await admin.get(pagePath.href(created.id))).statusCode).toBe(404);
  });
});

describe('issue 14 admin custom pages: the slug', () => {
  it('ADM-CPAGE-07 an empty slug is made from the title: lower case, one hyphen per run, trimmed', () => {
    expect(customPageSlug('  Hello, World!! ')).toBe('hello-world');
    expect(customPageSlug('Summer -- Sale__2025')).toBe('summer-sale-2025');
    expect(customPageSlug('---Already-Slugged---')).toBe('already-slugged');
    expect(customPageSlug('Café Crème')).toBe('cafe-creme');
    expect(customPageSlug('!!!')).toBe('');
    expect(customPageSlug('שלום')).toBe('');
    expect(customPageSlug('a'.repeat(150) + ' ' + 'b'.repeat(150))).toBe('a'.repeat(150) + '-' + 'b'.repeat(49));
  });

  it('ADM-CPAGE-07 the server generates the slug when it is left empty; a typed slug is kept', async () => {
    const marker = randomBytes(3).toString('hex');
    const generated = await createPage({ title: `  Hello, World!! ${marker} `, slug: '  ' });
    expect(generated.slug).toBe(`hello-world-${marker}`);
    const typed = await createPage({ title: 'Anything', slug: `my-own-${marker}` });
    expect(typed.slug).toBe(`my-own-${marker}`);
  });

  it('a duplicate slug is a 409 naming slug, on create and on update; nothing is written', async () => {
    const first = await createPage({ title: uniqueTitle('Taken') });
    const again = await admin.post(listPath.href(), { title: 'Other', slug: first.slug });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('IN_USE');
    expect(fieldsOf(again)).toEqual(['slug']);
    // The generated slug is checked the same way.
    const generated = await admin.post(listPath.href(), { title: first.title });
    expect(generated.statusCode).toBe(409);
    expect(fieldsOf(generated)).toEqual(['slug']);

    const second = await createPage({ title: uniqueTitle('Second') });
    const renamed = await admin.put(pagePath.href(second.id), { title: 'Second', slug: first.slug });
    expect(renamed.statusCode).toBe(409);
    expect(fieldsOf(renamed)).toEqual(['slug']);
    expect(((await admin.get(pagePath.href(second.id))).json() as AdminCustomPage).slug).toBe(second.slug);
    // Keeping its own slug is no conflict.
    const same = await admin.put(pagePath.href(second.id), { title: 'Second again', slug: second.slug });
    expect(same.statusCode, same.body).toBe(200);
  });

  it('an invalid slug, or a title without letters or digits and no slug, is a 400 naming slug', async () => {
    for (const slug of [
      'Upper-Case',
      'two--hyphens',
      '-leading',
      'spaces in it',
      'ünï',
      '../etc',
      'a'.repeat(201),
      7,
    ]) {
      const response = await admin.post(listPath.href(), { title: 'Slug test', slug });
      expect(response.statusCode, String(slug)).toBe(400);
      expect(fieldsOf(response)).toEqual(['slug']);
    }
    const hebrew = await admin.post(listPath.href(), { title: 'עמוד אודות' });
    expect(hebrew.statusCode).toBe(400);
    expect(fieldsOf(hebrew)).toEqual(['slug']);
  });
});

describe('issue 14 admin custom pages: validation (each 400 names its field)', () => {
  it('ADM-CPAGE-06 a title is required', async () => {
    for (const body of [{}, { title: '' }, { title: '   ' }, { title: 5 }]) {
      const response = await admin.post(listPath.href(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response)).toContain('title');
    }
    expect((await admin.post(listPath.href(), { title: '' })).json().error.fields.title).toBe('Title is required');
  });

  it('known blocks are checked against their schema and the field is named; unknown types pass', async () => {
    const cases: [unknown[], string][] = [
      [[{ type: 'text' }], 'content.0.content'],
      [[{ type: 'text', content: 5 }], 'content.0.content'],
      [
        [
          { type: 'text', content: 'ok' },
          { type: 'heading', content: 'x', level: 4 },
        ],
        'content.1.level',
      ],
      [[{ type: 'heading', content: '' }], 'content.0.content'],
      [[{ type: 'image', alt: 'x' }], 'content.0.src'],
      [[{ type: 'image', src: '/a.png' }], 'content.0.alt'],
      [[{ type: 'text', content: 'x', html: '<b>x</b>' }], 'content.0.html'],
      [[{ content: 'no type' }], 'content.0.type'],
      [['just text'], 'content.0'],
      [[{ type: '' }], 'content.0.type'],
    ];
    for (const [content, field] of cases) {
      const response = await admin.post(listPath.href(), { title: 'Blocks', content });
      expect(response.statusCode, JSON.stringify(content)).toBe(400);
      expect(fieldsOf(response), JSON.stringify(content)).toEqual([field]);
    }
    const notAList = await admin.post(listPath.href(), { title: 'Blocks', content: { type: 'text', content: 'x' } });
    expect(fieldsOf(notAList)).toEqual(['content']);
  });

  it('an image block or banner must be a site path or an https address: never javascript:, data: or another scheme', async () => {
    const bad = [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://example.com/a.png',
      '//evil.example/a.png',
      '/\\evil.example/a.png',
      'vbscript:msgbox(1)',
      'relative/path.png',
      'https://',
    ];
    for (const src of bad) {
      const block = await admin.post(listPath.href(), { title: 'Images', content: [{ type: 'image', src, alt: '' }] });
      expect(block.statusCode, src).toBe(400);
      expect(fieldsOf(block), src).toEqual(['content.0.src']);
      const banner = await admin.post(listPath.href(), { title: 'Images', bannerImageUrl: src });
      expect(banner.statusCode, src).toBe(400);
      expect(fieldsOf(banner), src).toEqual(['bannerImageUrl']);
    }
    const fine = await createPage({
      title: uniqueTitle('Images'),
      bannerImageUrl: '',
      content: [
        { type: 'image', src: '/media/uploads/a.png', alt: '' },
        { type: 'image', src: 'https://cdn.example.com/b.jpg', alt: 'B' },
      ],
    });
    expect(fine.bannerImageUrl).toBeNull();
  });

  it('content over 200 KB is a 400 naming content; other fields have limits too', async () => {
    const big = Array.from({ length: 11 }, () => ({ type: 'text', content: 'x'.repeat(19_000) }));
    const response = await admin.post(listPath.href(), { title: 'Big', content: big });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toEqual(['content']);
    const long = await admin.post(listPath.href(), { title: 'Long', metaTitle: 'x'.repeat(201) });
    expect(fieldsOf(long)).toEqual(['metaTitle']);
    const unknown = await admin.post(listPath.href(), { title: 'Unknown', sections: [] });
    expect(fieldsOf(unknown)).toEqual(['sections']);
    const toggle = await admin.request('PATCH', pagePath.href(1), { isPublished: 'yes' });
    expect(toggle.statusCode).toBe(400);
    expect(fieldsOf(toggle)).toEqual(['isPublished']);
  });
});

describe('issue 14 custom pages on the storefront', () => {
  it('CP-14 a page toggled to Draft is gone at once: the API, /custom and /page, a cached page and search', async () => {
    const title = uniqueTitle('Flash Sale');
    const created = await createPage({
      title,
      description: 'Limited offer',
      content: [{ type: 'text', content: 'Everything must go' }],
      isPublished: true,
    });
    const url = apiPaths.customPage.href(created.slug);
    const pageUrl = `/custom/${created.slug}`;
    // Rendered once, the page is kept: the second visitor gets the kept copy.
    const first = await page(pageUrl);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Everything must go');
    expect((await page(pageUrl)).headers.etag).toBe(first.headers.etag);
    expect((await page(`/page/${created.slug}`)).statusCode).toBe(200);
    const found = await page(apiPaths.search.href({ q: title }));
    expect(found.statusCode).toBe(200);
    expect(JSON.stringify(found.json())).toContain(created.slug);

    const toggled = await admin.request('PATCH', pagePath.href(created.id), { isPublished: false });
    expect(toggled.statusCode, toggled.body).toBe(200);
    expect(toggled.json()).toMatchObject({ id: created.id, isPublished: false, slug: created.slug });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'update',
      before: { isPublished: true },
      after: { isPublished: false },
    });

    expect((await page(url)).statusCode).toBe(404);
    await expect.poll(async () => (await page(pageUrl)).statusCode, { timeout: 2000 }).toBe(404);
    const gone = await page(pageUrl);
    expect(gone.body).not.toContain('Everything must go');
    expect((await page(`/page/${created.slug}`)).statusCode).toBe(404);
    await expect
      .poll(async () => JSON.stringify((await page(apiPaths.search.href({ q: title }))).json()), { timeout: 2000 })
      .not.toContain(created.slug);

    // Published again, it is back.
    await admin.request('PATCH', pagePath.href(created.id), { isPublished: true });
    expect((await page(url)).statusCode).toBe(200);
    await expect.poll(async () => (await page(pageUrl)).statusCode, { timeout: 2000 }).toBe(200);
  });

  it('CP-12 the SEO title, description and keywords saved in the admin are in the rendered head', async () => {
    const created = await createPage({
      title: uniqueTitle('Premiere Night'),
      description: 'Red carpet merchandise',
      metaTitle: 'Premiere Night | Marquee "Live"',
      metaDescription: 'Posters & shirts from the premiere.',
      seoKeywords: 'premiere, posters, <script>',
      isPublished: true,
    });
    const response = await page(`/custom/${created.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Premiere Night | Marquee &quot;Live&quot;</title>');
    expect(response.body).toContain('<meta name="description" content="Posters &amp; shirts from the premiere." />');
    expect(response.body).toContain('<meta name="keywords" content="premiere, posters, &lt;script&gt;" />');
    expect(response.body).toContain('<meta property="og:title" content="Premiere Night | Marquee &quot;Live&quot;" />');

    // An edit of the SEO fields reaches a page that was already rendered and kept.
    const saved = await admin.put(pagePath.href(created.id), {
      title: created.title,
      slug: created.slug,
      description: 'Red carpet merchandise',
      metaTitle: 'Premiere Night (updated)',
      isPublished: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await expect
      .poll(async () => (await page(`/custom/${created.slug}`)).body, { timeout: 2000 })
      .toContain('<title>Premiere Night (updated)</title>');
    // Without an SEO title the page title is used; without an SEO description, the description.
    const plain = await page(`/custom/${created.slug}`);
    expect(plain.body).toContain('<meta name="description" content="Red carpet merchandise" />');
    expect(plain.body).not.toContain('name="keywords"');
  });

  it('block texts are rendered as text: markup typed into a block, title or caption never becomes HTML', async () => {
    const payloads = [
      '<script>window.__pwned=1</script>',
      '<img src=x onerror=alert(1)>',
      '"><svg onload=alert(1)>',
      '<a href="javascript:alert(1)">x</a>',
      '</p><iframe src="javascript:alert(1)"></iframe>',
    ];
    const created = await createPage({
      title: uniqueTitle('Inert'),
      description: payloads[2],
      isPublished: true,
      content: payloads.flatMap((payload) => [
        { type: 'text', content: payload },
        { type: 'heading', content: payload },
        { type: 'image', src: '/media/pages/about.svg', alt: payload, caption: payload },
        { type: payload },
      ]),
    });
    const response = await page(`/custom/${created.slug}`);
    expect(response.statusCode).toBe(200);
    const body = response.body.slice(response.body.indexOf('<div id="root">'));
    for (const tag of ['<script>window.__pwned', '<img src=x', '<svg onload', '<iframe', 'href="javascript:']) {
      expect(body, tag).not.toContain(tag);
    }
    expect(body).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
  });

  it('issue 29 the Hebrew texts and blocks under the same slug: written, returned (blanks as empty), audited, kept when left out; checked as the English ones', async () => {
    const created = await createPage({
      title: uniqueTitle('Studio Tour'),
      content: [{ type: 'text', content: 'English block' }],
      translations: {
        he: {
          title: ' סיור בסטודיו ',
          description: 'מאחורי הקלעים',
          content: [{ type: 'heading', level: 2, content: 'כותרת' }],
        },
      },
    });
    expect(created.translations.he).toEqual({
      title: 'סיור בסטודיו',
      description: 'מאחורי הקלעים',
      metaTitle: '',
      metaDescription: '',
      seoKeywords: '',
      content: [{ type: 'heading', level: 2, content: 'כותרת' }],
    });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({ translations: created.translations }),
    });
    const kept = await admin.put(pagePath.href(created.id), { title: created.title, slug: created.slug });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json() as AdminCustomPage).translations.he.title).toBe('סיור בסטודיו');

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ he: { title: 'א'.repeat(201) } }, 'translations.he.title'],
      [{ he: { description: 'א'.repeat(5001) } }, 'translations.he.description'],
      [{ he: { seoKeywords: 'א'.repeat(501) } }, 'translations.he.seoKeywords'],
      [{ he: { content: [{ type: 'image', src: 'javascript:alert(1)', alt: 'x' }] } }, 'translations.he.content.0.src'],
      [{ he: { content: 'blocks' } }, 'translations.he.content'],
    ];
    for (const [translations, field] of cases) {
      const response = await admin.post(listPath.href(), { title: uniqueTitle('Bad'), translations });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response), field).toContain(field);
    }
  });

  it('issue 29 /he/custom/<slug> is the page in Hebrew from the first HTML: title, blocks, <title> and description; blank Hebrew fields show the English; /custom stays English', async () => {
    const title = uniqueTitle('Behind the Scenes');
    const created = await createPage({
      title,
      description: 'How we make things',
      metaDescription: 'English meta',
      content: [{ type: 'text', content: 'English words' }],
      translations: {
        he: { title: 'מאחורי הקלעים', content: [{ type: 'text', content: 'מילים בעברית' }] },
      },
      isPublished: true,
    });
    const api = (await page(apiPaths.customPage.href(created.slug))).json();
    expect(api.translations).toEqual({
      he: { title: 'מאחורי הקלעים', blocks: [{ type: 'text', content: 'מילים בעברית' }] },
    });

    const hebrew = await page(`/he/custom/${created.slug}`);
    expect(hebrew.statusCode).toBe(200);
    expect(hebrew.body).toContain('<title>מאחורי הקלעים | Marquee</title>');
    // No Hebrew meta description: the English one, as English readers get it.
    expect(hebrew.body).toContain('<meta name="description" content="English meta" />');
    const hebrewRoot = markupOf(hebrew.body);
    expect(hebrewRoot).toContain('מאחורי הקלעים</h1>');
    expect(hebrewRoot).toContain('מילים בעברית');
    expect(hebrewRoot).not.toContain('English words');
    // The description has no Hebrew: the English one shows.
    expect(hebrewRoot).toContain('How we make things');

    const english = await page(`/custom/${created.slug}`);
    expect(english.body).toContain(`<title>${title} | Marquee</title>`);
    const englishRoot = markupOf(english.body);
    expect(englishRoot).toContain('English words');
    expect(englishRoot).not.toContain('מילים בעברית');
  });
});

const uploadPng = () =>
  uploadPngAs(store, admin, { name: 'banner.png', width: 40, height: 30, query: { kind: 'image' } });
const stored = (url: string) => isUploadStored(store, url);

describe('issue 14 admin custom pages: uploads (ADM-MEDIA-01)', () => {
  it('releases a replaced banner and a dropped block image, and the uploads of a deleted page', async () => {
    const [banner, nextBanner, blockImage] = [await uploadPng(), await uploadPng(), await uploadPng()];
    const created = await createPage({
      title: uniqueTitle('With banner'),
      bannerImageUrl: banner.url,
      content: [{ type: 'image', src: blockImage.url, alt: 'A' }],
    });
    const base = { title: created.title, slug: created.slug };
    // The same banner and block saved again: nothing is released.
    await admin.put(pagePath.href(created.id), {
      ...base,
      bannerImageUrl: banner.url,
      content: [{ type: 'image', src: blockImage.url, alt: 'A' }],
    });
    expect([await stored(banner.url), await stored(blockImage.url)]).toEqual([true, true]);

    const saved = await admin.put(pagePath.href(created.id), { ...base, bannerImageUrl: nextBanner.url, content: [] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await stored(banner.url)).toBe(false);
    expect(await stored(blockImage.url)).toBe(false);
    expect(await stored(nextBanner.url)).toBe(true);

    expect((await admin.delete(pagePath.href(created.id))).statusCode).toBe(200);
    expect(await stored(nextBanner.url)).toBe(false);
  });
});
