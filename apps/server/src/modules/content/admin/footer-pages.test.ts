import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, liveEventTypes, type AdminFooterPage, type AdminFooterPageList } from '@marquee/contracts';
import { dynamicPages } from '../../../db/schema/index.js';
import { signInAdmin, lastAuditRow } from '../../../test/admin.js';
import { testStoreForFile, signUp, TestClient } from '../../../test/app.js';

const store = testStoreForFile();
let admin: TestClient;
let n = 0;
const slug = () => `test-page-${++n}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  admin = await signInAdmin(store);
  await store.database.db.insert(dynamicPages).values([
    { slug: 'shipping-info', title: 'Shipping Info', content: '<h1>Shipping Info</h1><p>Fast.</p>' },
    { slug: 'faq', title: 'FAQ', content: '<p>Questions</p>' },
  ]);
});

const publicPage = (pageSlug: string) => store.app.inject({ method: 'GET', url: apiPaths.page.href(pageSlug) });
const create = (body: Record<string, unknown>) => admin.post(apiPaths.admin.footerPages.href(), body);
const fieldsOf = (response: { json: () => unknown }) =>
  Object.keys((response.json() as { error: { fields?: Record<string, string> } }).error.fields ?? {});

const lastAudit = (resourceId: number) => lastAuditRow(store.database.db, 'footer-pages', resourceId);

describe('footer pages admin API', () => {
  it('R-03 answers 401 to a guest and 403 to a customer', async () => {
    const guest = new TestClient(store.app);
    expect((await guest.get(apiPaths.admin.footerPages.href())).statusCode).toBe(401);
    const customer = new TestClient(store.app);
    await signUp(customer);
    expect((await customer.get(apiPaths.admin.footerPages.href())).statusCode).toBe(403);
    expect((await customer.post(apiPaths.admin.footerPages.href(), { title: 'x', slug: 'x' })).statusCode).toBe(403);
  });

  it('R-27 lists the footer pages (Quick Links marked) without their HTML, searchable by title or slug', async () => {
    const list = (await admin.get(apiPaths.admin.footerPages.href())).json() as AdminFooterPageList;
    const shipping = list.items.find((page) => page.slug === 'shipping-info');
    expect(shipping).toMatchObject({ title: 'Shipping Info', isPublished: true, inFooter: true });
    expect(shipping).not.toHaveProperty('content');
    const found = (await admin.get(`${apiPaths.admin.footerPages.href()}?q=shipp`)).json() as AdminFooterPageList;
    expect(found.items.map((page) => page.slug)).toEqual(['shipping-info']);
  });

  it('R-41 sanitises the HTML on write with the render allow-list: scripts, handlers and javascript: links go; headings, lists and links stay', async () => {
    const pageSlug = slug();
    const response = await create({
      title: 'Rich page',
      slug: pageSlug,
      content:
        '<h2>Heading</h2><p onclick="steal()"><strong>Bold</strong> <em>it</em> <a href="javascript:alert(1)">bad</a> ' +
        '<a href="/order-tracking">track</a> <a href="https://example.com" target="_blank">out</a></p>' +
        '<ul><li><p>One</p></li><li>Two</li></ul><ol><li>First</li></ol><script>alert("x")</script>' +
        '<img src="x" onerror="alert(2)"><iframe src="https://evil.example"></iframe><svg onload="alert(3)"></svg>',
    });
    expect(response.statusCode).toBe(201);
    const created = response.json() as AdminFooterPage;
    for (const kept of [
      '<h2>Heading</h2>',
      '<strong>Bold</strong>',
      '<em>it</em>',
      '<a href="/order-tracking">track</a>',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">out</a>',
      '<ul><li><p>One</p></li><li>Two</li></ul>',
      '<ol><li>First</li></ol>',
    ])
      expect(created.content).toContain(kept);
    for (const unsafe of ['<script', 'alert(', 'onclick', 'onerror', 'onload', 'javascript:', '<iframe', '<svg'])
      expect(created.content).not.toContain(unsafe);
    // What is stored is what was sanitised.
    const [row] = await store.database.db.select().from(dynamicPages).where(eq(dynamicPages.slug, pageSlug));
    expect(row!.content).toBe(created.content);
    // And the storefront shows it.
    const page = (await publicPage(pageSlug)).json() as { html: string; title: string };
    expect(page.title).toBe('Rich page');
    expect(page.html).toContain('<strong>Bold</strong>');
  });

  it('R-41 renders more than 100 XSS payloads in footer-page HTML inert', async () => {
    const payloads = xssPayloads();
    expect(payloads.length).toBeGreaterThan(100);
    const response = await create({ title: 'XSS', slug: slug(), content: payloads.join('\n') });
    expect(response.statusCode).toBe(201);
    const { content } = response.json() as AdminFooterPage;
    expect(content).not.toMatch(/<(script|iframe|object|embed|svg|math|style|form|input|base|meta|link)\b/i);
    expect(content).not.toMatch(/\son[a-z]+\s*=/i);
    expect(content).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|vbscript|data:text)/i);
    expect(content).not.toMatch(/\sstyle\s*=/i);
  });

  it('edits title, HTML, meta description, published and slug; the storefront follows at once', async () => {
    const first = slug();
    const created = (await create({ title: 'Before', slug: first, content: '<p>Old</p>' })).json() as AdminFooterPage;
    const second = slug();
    const response = await admin.put(apiPaths.admin.footerPage.href(created.id), {
      title: 'After',
      slug: second,
      content: '<p>New <strong>text</strong></p>',
      metaDescription: 'Meta',
      isPublished: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ title: 'After', slug: second, metaDescription: 'Meta' });
    expect((await publicPage(first)).statusCode).toBe(404);
    expect((await publicPage(second)).json()).toMatchObject({ title: 'After', metaDescription: 'Meta' });
    const audit = await lastAudit(created.id);
    expect(audit).toMatchObject({ action: 'update' });
    expect(audit!.before).toMatchObject({ title: 'Before', slug: first });
    expect(audit!.after).toMatchObject({ title: 'After', slug: second });
  });

  it("CP-02 an unpublished page is 'Page Not Found' at once, and the write announces contentChanged", async () => {
    const pageSlug = slug();
    const created = (
      await create({ title: 'Soon hidden', slug: pageSlug, content: '<p>x</p>' })
    ).json() as AdminFooterPage;
    expect((await publicPage(pageSlug)).statusCode).toBe(200);
    const events: string[] = [];
    const unsubscribe = await store.app.liveEvents.subscribe((payload) => payload && events.push(payload));
    try {
      const response = await admin.put(apiPaths.admin.footerPage.href(created.id), {
        title: 'Soon hidden',
        slug: pageSlug,
        content: '<p>x</p>',
        isPublished: false,
      });
      expect(response.statusCode).toBe(200);
      expect((await publicPage(pageSlug)).statusCode).toBe(404);
      await expect.poll(() => events.some((event) => event.includes(liveEventTypes.contentChanged))).toBe(true);
    } finally {
      unsubscribe();
    }
  });

  it('answers 400 naming the field for a blank title, a bad slug and a wrong type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ', slug: slug() }, 'title'],
      [{ title: 'T', slug: 'Not A Slug' }, 'slug'],
      [{ title: 'T', slug: 'double--hyphen' }, 'slug'],
      [{ title: 'T' }, 'slug'],
      [{ title: 'T', slug: slug(), isPublished: 'yes' }, 'isPublished'],
      [{ title: 'T', slug: slug(), content: 5 }, 'content'],
      [{ title: 'T', slug: slug(), extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await create(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(response), JSON.stringify(body)).toContain(field);
    }
  });

  it('answers 409 naming slug when another page has it, on create and on edit', async () => {
    const taken = await create({ title: 'Dup', slug: 'faq' });
    expect(taken.statusCode).toBe(409);
    expect(fieldsOf(taken)).toEqual(['slug']);
    const other = (await create({ title: 'Other', slug: slug() })).json() as AdminFooterPage;
    const rename = await admin.put(apiPaths.admin.footerPage.href(other.id), { title: 'Other', slug: 'faq' });
    expect(rename.statusCode).toBe(409);
    expect(fieldsOf(rename)).toEqual(['slug']);
    // Keeping its own slug is fine.
    expect(
      (await admin.put(apiPaths.admin.footerPage.href(other.id), { title: 'Other 2', slug: other.slug })).statusCode,
    ).toBe(200);
  });

  it('gets one page with its HTML, deletes it (audit row), and answers 404 for a missing page', async () => {
    const pageSlug = slug();
    const created = (await create({ title: 'Temp', slug: pageSlug, content: '<p>Temp</p>' })).json() as AdminFooterPage;
    expect((await admin.get(apiPaths.admin.footerPage.href(created.id))).json()).toMatchObject({
      content: '<p>Temp</p>',
      inFooter: false,
    });
    expect((await admin.delete(apiPaths.admin.footerPage.href(created.id))).statusCode).toBe(200);
    expect((await publicPage(pageSlug)).statusCode).toBe(404);
    expect(await lastAudit(created.id)).toMatchObject({ action: 'delete', after: null });
    for (const response of [
      await admin.get(apiPaths.admin.footerPage.href(created.id)),
      await admin.put(apiPaths.admin.footerPage.href(created.id), { title: 'x', slug: slug() }),
      await admin.delete(apiPaths.admin.footerPage.href(created.id)),
    ])
      expect(response.statusCode).toBe(404);
  });

  it('issue 29 the Hebrew title, HTML and meta description: written, the HTML sanitised as the English, returned, audited and served; left out they are kept', async () => {
    const pageSlug = slug();
    const response = await create({
      title: 'Returns',
      slug: pageSlug,
      content: '<p>English</p>',
      translations: {
        he: {
          title: '  החזרות ',
          content:
            '<h2>החזרות</h2><p onclick="steal()">עברית <a href="javascript:alert(1)">רע</a></p><script>alert(1)</script>',
          metaDescription: 'תיאור',
        },
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as AdminFooterPage;
    expect(created.translations.he).toEqual({
      title: 'החזרות',
      content: '<h2>החזרות</h2><p>עברית <a>רע</a></p>',
      metaDescription: 'תיאור',
    });
    expect(await lastAudit(created.id)).toMatchObject({
      action: 'create',
      after: expect.objectContaining({
        translations: {
          he: { title: 'החזרות', metaDescription: 'תיאור', contentLength: created.translations.he.content.length },
        },
      }),
    });

    // The public page carries the translations (the page picks its language); the HTML is sanitised on render too.
    await store.database.db
      .update(dynamicPages)
      .set({ translations: { he: { title: 'החזרות', content: '<p>ישן<img src=x onerror=alert(1)></p>' } } })
      .where(eq(dynamicPages.id, created.id));
    const served = (await publicPage(pageSlug)).json();
    expect(served).toMatchObject({ title: 'Returns', html: '<p>English</p>' });
    expect(served.translations.he.title).toBe('החזרות');
    expect(served.translations.he.html).toContain('<p>ישן<img');
    expect(served.translations.he.html).not.toContain('onerror');

    // An edit without translations keeps them; blank Hebrew fields are removed (the English shows).
    const kept = await admin.put(apiPaths.admin.footerPage.href(created.id), {
      title: 'Returns 2',
      slug: pageSlug,
      content: '<p>English</p>',
    });
    expect(kept.json().translations.he.title).toBe('החזרות');
    const cleared = await admin.put(apiPaths.admin.footerPage.href(created.id), {
      title: 'Returns 2',
      slug: pageSlug,
      translations: { he: { title: '', content: ' ', metaDescription: '' } },
    });
    expect(cleared.json().translations.he).toEqual({ title: '', content: '', metaDescription: '' });
    expect((await publicPage(pageSlug)).json().translations).toEqual({});
  });

  it('issue 29 a too-long Hebrew field is a 400 naming it, with the English limit; an unknown language or field is a 400', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ he: { title: 'א'.repeat(201) } }, 'translations.he.title'],
      [{ he: { metaDescription: 'א'.repeat(301) } }, 'translations.he.metaDescription'],
      [{ he: { content: 'א'.repeat(200_001) } }, 'translations.he.content'],
      [{ he: { title: 5 } }, 'translations.he.title'],
      [{ fr: { title: 'x' } }, 'translations.fr'],
      [{ he: { slug: 'x' } }, 'translations.he.slug'],
    ];
    for (const [translations, field] of cases) {
      const response = await create({ title: 'Long', slug: slug(), translations });
      expect(response.statusCode, field).toBe(400);
      expect(fieldsOf(response), field).toContain(field);
    }
    const long = await create({ title: 'Long', slug: slug(), translations: { he: { title: 'א'.repeat(201) } } });
    expect(long.json().error.fields['translations.he.title']).toBe('Title must have at most 200 characters');
  });
});

/** More than 100 classic XSS vectors (OWASP's filter-evasion cheat sheet, abridged). */
function xssPayloads(): string[] {
  const handlers = [
    'onload',
    'onerror',
    'onclick',
    'onmouseover',
    'onfocus',
    'onanimationstart',
    'onpointerdown',
    'ontoggle',
  ];
  const tags = [
    'img src=x',
    'body',
    'svg',
    'div',
    'a href="#"',
    'input autofocus',
    'details open',
    'video src=x',
    'iframe',
    'marquee',
  ];
  const payloads: string[] = [];
  for (const tag of tags)
    for (const handler of handlers) payloads.push(`<${tag} ${handler}="alert(1)">x</${tag.split(' ')[0]}>`);
  payloads.push(
    '<script>alert(1)</script>',
    '<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="JaVaScRiPt:alert(1)">x</a>',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    '<a href="jav&#x09;ascript:alert(1)">x</a>',
    '<a href=" javascript:alert(1)">x</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
    '<img src="javascript:alert(1)">',
    '<img src=`javascript:alert(1)`>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>x</button></form>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<style>@import "https://xss.example/x.css";</style>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<base href="javascript:alert(1)//">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel="stylesheet" href="javascript:alert(1)">',
    '<svg><script>alert(1)</script></svg>',
    '<img """><script>alert(1)</script>">',
    '<<script>alert(1);//<</script>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '"><script>alert(1)</script>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<textarea><script>alert(1)</script></textarea>',
    '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
    '<a href="#" id="marquee-state">state</a>',
  );
  return payloads;
}
