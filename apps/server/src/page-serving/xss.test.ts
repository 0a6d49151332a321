import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, isLanguageCode, localizedUrl, SERVER_STATE_ELEMENT_ID } from '@marquee/contracts';
import {
  chatMessages,
  customPages,
  dynamicPages,
  heroSlides,
  pageElements,
  pageSections,
  siteSettings,
} from '../db/schema/index.js';
import { testStoreForFile } from '../test/app.js';
import {
  executableFragment,
  executableMarkup,
  findElements,
  type Finding,
  type ScriptAllowed,
} from '../test/inert-html.js';
import { realEntryWebDist } from '../test/web-dist.js';
import { leadImagePreload } from './lead-image.js';
import { headMeta } from './meta-tags.js';
import { xssFamilies, xssPayloads, type XssFamily, type XssPayload } from '../test/xss-payloads.js';

/**
 * Issue 14, R-41: more than 100 XSS payloads written into every place admins and visitors write
 * (custom pages, footer-page HTML, page elements, hero slides, the announcement, chat messages)
 * render inert, with the CSP unchanged. The rows are written straight into the database, so
 * these tests check the rendering whatever the admin forms let through; the pages come from
 * the web app's real server entry (compiled by the test runner, as in page-meta.test.ts).
 * The browser check of a sample is e2e/xss.spec.ts.
 */

/** A stand-in for apps/web/index.html's early-input script, allowed by its hash like the real one. */
const EARLY_SCRIPT = 'window.marqueeEarly = 1;';
const EARLY_HASH = `'sha256-${createHash('sha256').update(EARLY_SCRIPT).digest('base64')}'`;
const INDEX_HTML = [
  '<!doctype html>',
  '<html lang="en" dir="ltr">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  `    <!--early-input:start--><script>${EARLY_SCRIPT}</script><!--early-input:end-->`,
  '    <!--seo:start--><title>Marquee</title><!--seo:end-->',
  '  </head>',
  '  <body>',
  '    <div id="root"></div>',
  '    <script type="module" crossorigin src="/assets/index-abc123.js"></script>',
  '  </body>',
  '</html>',
].join('\n');

/**
 * The policy every page is sent with, checked in: a payload must not change it, and a change to
 * it must be a deliberate edit here (plugins/security.ts).
 */
const EXPECTED_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob: https:",
  "object-src 'none'",
  `script-src 'self' ${EARLY_HASH}`,
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self'",
].join(';');

/** The app's own scripts: the state and start-up JSON blocks, boot.js, and the template's inline script. */
const appScript: ScriptAllowed = ({ id, type, src, text }) => {
  if (src !== undefined) return src === '/boot.js' && text === '' && id === undefined;
  if (id === SERVER_STATE_ELEMENT_ID || id === 'marquee-boot') return type === 'application/json';
  return id === undefined && type === undefined && text === EARLY_SCRIPT;
};

// Hundreds of pages from one address in a minute: past the per-address limits (decision 062).
const store = testStoreForFile({
  webDist: realEntryWebDist(INDEX_HTML),
  rateLimits: { pages: 1_000_000, api: 1_000_000 },
});
let baselineCsp: string;

beforeAll(async () => {
  // The baseline: a page of the store before any payload is written.
  const baseline = await store.app.inject({ method: 'GET', url: '/about-nothing-here' });
  baselineCsp = String(baseline.headers['content-security-policy']);
}, 120_000);

const byFamily = (name: XssFamily) => xssPayloads.map((p, index) => ({ ...p, index })).filter((p) => p.family === name);

interface RenderedPage {
  status: number;
  html: string;
  csp: string;
  state: unknown;
}

/** The page at `url`, in `language` at its address in it (`/he/…`, decision 099). */
async function render(url: string, language?: string): Promise<RenderedPage> {
  const response = await store.app.inject({
    method: 'GET',
    url: isLanguageCode(language) ? localizedUrl(language, url) : url,
  });
  const html = response.body;
  expect(response.statusCode, url).toBe(200);
  const stateScripts = findElements(html, 'script').filter((s) => s.attributes.id === SERVER_STATE_ELEMENT_ID);
  // Exactly one state block, whole: a payload that closed it early would leave a broken or a second one.
  expect(stateScripts, `${url}: one state block`).toHaveLength(1);
  return {
    status: response.statusCode,
    html,
    csp: String(response.headers['content-security-policy']),
    state: JSON.parse(stateScripts[0]!.text),
  };
}

/**
 * Colours an admin typed go into style attributes: anything but a hex colour (`red;position:fixed;…`)
 * would add declarations of its own. The tests at the end check every such field.
 */
type Gap = 'colour';
const gapOf = (finding: Finding): Gap | null => (finding.problem === 'a style that runs or imports' ? 'colour' : null);

const line = (label: string, f: Finding) => `${label}: ${f.problem}: ${f.element}`;

/**
 * What could run in a rendered page, one line per finding (empty when inert), and a changed CSP.
 * Collected over a whole family before asserting, so a failure lists every payload that got through.
 */
function unsafe(page: RenderedPage, label: string, known?: Gap): string[] {
  const found = executableMarkup(page.html, appScript)
    .filter((f) => known === undefined || gapOf(f) !== known)
    .map((f) => line(label, f));
  if (page.csp !== baselineCsp) found.push(`${label}: the CSP changed: ${page.csp}`);
  return found;
}

/** The findings of one known gap in a page. */
const gaps = (page: RenderedPage, label: string, gap: Gap) =>
  executableMarkup(page.html, appScript)
    .filter((f) => gapOf(f) === gap)
    .map((f) => line(label, f));

/** Text as an HTML parser hands it back: carriage returns become newlines. */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n');

/** Every string anywhere in a JSON value (the state block's data). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe('the baseline', () => {
  it('sends the checked-in CSP on a page with no payloads', () => {
    expect(baselineCsp).toBe(EXPECTED_CSP);
  });

  it('finds what it looks for: the checker is not blind to a payload that is not escaped', () => {
    const page = (body: string) =>
      `<!doctype html><html><head></head><body><div id="root">${body}</div><script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">{}</script></body></html>`;
    const missed = xssPayloads.filter(({ payload }) => payload.startsWith('<'));
    const caught = missed.filter(({ payload }) => executableMarkup(page(payload), appScript).length > 0);
    // Raw markup payloads are caught when written straight into a page; the rest are harmless there.
    expect(caught.length / missed.length).toBeGreaterThan(0.9);
    expect(executableMarkup(page('<p>Plain &lt;script&gt; text</p>'), appScript)).toEqual([]);
  });
});

describe('head tags from admin text', () => {
  const options = { publicUrl: 'https://marquee.example', pathname: '/custom/x', exists: true };
  const scripted = [
    'javascript:alert(1)',
    ' JaVa\tScript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
  ];

  it('a link preview image is only ever a web address; a malformed one does not fail the page', () => {
    for (const image of [...scripted, 'http://[broken']) {
      expect(headMeta({ title: 'T', description: 'D', image }, options).image, image).toBeUndefined();
    }
    expect(headMeta({ title: 'T', description: 'D', image: '/media/a.png' }, options).image).toBe(
      'https://marquee.example/media/a.png',
    );
  });

  it('the lead image is preloaded only from a site path or a web address', () => {
    for (const src of [...scripted, '//evil.example/x.png', '<script>alert(1)</script>']) {
      expect(leadImagePreload({ src, sizes: '100vw' }), src).toBe('');
    }
    expect(leadImagePreload({ src: 'https://images.example.com/a.png', sizes: '100vw' })).toContain(
      'href="https://images.example.com/a.png"',
    );
  });
});

describe('R-41 custom pages: every field and block (/custom/{slug})', () => {
  beforeAll(async () => {
    const db = store.database.db;
    for (const [index, { payload }] of xssPayloads.entries()) {
      const slug = `xss-custom-${index}`;
      const [page] = await db
        .insert(customPages)
        .values({
          slug,
          title: payload,
          description: payload,
          bannerImageUrl: payload,
          metaTitle: payload,
          metaDescription: payload,
          seoKeywords: payload,
          isPublished: true,
          content: [
            { type: 'heading', level: 1, content: payload },
            { type: 'text', content: payload },
            { type: 'image', src: payload, alt: payload, caption: payload },
            { type: 'image', src: 'https://images.example.com/still.png', alt: payload, caption: payload },
            // An unknown block type is named on the page ('not supported').
            { type: payload, html: payload },
          ],
        })
        .returning({ id: customPages.id });
      await db.insert(pageSections).values({
        customPageId: page!.id,
        sectionType: 'text',
        content: {
          heading: payload,
          body: payload,
          imageUrl: payload,
          imageAlt: payload,
          buttonText: payload,
          buttonUrl: payload,
        },
      });
      // The page's own elements (R-42, keyed by slug).
      await db.insert(pageElements).values(elementRows(payload, 'custom', slug));
    }
  }, 120_000);

  for (const name of xssFamilies) {
    it(`${name}: ${byFamily(name).length} payloads render inert, the texts intact in the page and its head`, async () => {
      const findings: string[] = [];
      for (const { payload, index } of byFamily(name)) {
        const page = await render(`/custom/xss-custom-${index}`);
        const label = `/custom/xss-custom-${index} ${JSON.stringify(payload)}`;
        expect(page.status, label).toBe(200);
        findings.push(...unsafe(page, label));
        // Escaped, not dropped: the title and meta tags read back as the admin wrote them.
        expect(findElements(page.html, 'title')[0]?.text, label).toBe(asParsed(payload));
        const description = findElements(page.html, 'meta').find((m) => m.attributes.name === 'description');
        expect(description?.attributes.content, label).toBe(asParsed(payload));
        expect(strings(page.state), label).toContain(payload);
      }
      expect(findings).toEqual([]);
    });
  }

  it('the JSON API sends the blocks as data (JSON, never sniffed as HTML)', async () => {
    const response = await store.app.inject({ method: 'GET', url: apiPaths.customPage.href('xss-custom-0') });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json().blocks[1]).toEqual({ type: 'text', content: xssPayloads[0]!.payload });
  });
});

describe('R-41 footer pages: stored HTML and the announcement bar (/page/{slug})', () => {
  beforeAll(async () => {
    await store.database.db.insert(dynamicPages).values(
      xssPayloads.map(({ payload }, index) => ({
        slug: `xss-footer-${index}`,
        title: payload,
        content: `<p>Before</p>${payload}<p>After</p>`,
        metaDescription: payload,
      })),
    );
  }, 60_000);

  for (const name of xssFamilies) {
    it(`${name}: ${byFamily(name).length} payloads in the page HTML, title and description, and the announcement bar`, async () => {
      const findings: string[] = [];
      for (const { payload, index } of byFamily(name)) {
        // The bar is on every storefront page: each page is rendered with the next payload in it.
        await setAnnouncement({ enabled: true, message: payload, background_color: payload, text_color: payload });
        const url = `/page/xss-footer-${index}`;
        const label = `${url} ${JSON.stringify(payload)}`;
        const page = await render(url);
        expect(page.status, label).toBe(200);
        findings.push(...unsafe(page, label, 'colour'));
        // The page's own HTML before the payload is kept: the sanitiser removes, it does not wipe.
        expect(page.html, label).toContain('<p>Before</p>');
        expect(strings(page.state), label).toContain(payload);

        const api = await store.app.inject({ method: 'GET', url: apiPaths.page.href(`xss-footer-${index}`) });
        const html = (api.json() as { html: string }).html;
        findings.push(...executableFragment(html).map((f) => `${label}: the API's HTML: ${f.problem}: ${f.element}`));
      }
      expect(findings).toEqual([]);
    });
  }
});

/** Every element type with the payload in each of its fields, on one page. */
function elementRows(payload: string, pageType: 'home' | 'custom', pageId: string | null) {
  const fields = {
    pageType,
    pageId,
    title: payload,
    content: payload,
    mediaUrl: payload,
    destinationUrl: payload,
    buttonText: payload,
    buttonColor: payload,
    backgroundColor: payload,
    textColor: payload,
    // The Hebrew texts a Hebrew page shows instead (issue 29).
    translations: { he: { title: payload, content: payload, buttonText: payload } },
  };
  return [
    { ...fields, elementType: 'text' as const, isClickable: true },
    { ...fields, elementType: 'image' as const, isClickable: true },
    { ...fields, elementType: 'gif' as const },
    { ...fields, elementType: 'video' as const },
    { ...fields, elementType: 'button' as const },
  ];
}

async function setAnnouncement(value: {
  enabled: boolean;
  message: string;
  background_color: string;
  text_color: string;
}) {
  await store.database.db
    .insert(siteSettings)
    .values({ settingKey: 'announcement_bar', settingValue: value })
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: value } });
}

describe('R-41 the home page: page elements and hero slides, in English and Hebrew', () => {
  const written: XssPayload[] = [...xssPayloads];
  beforeAll(async () => {
    const db = store.database.db;
    await setAnnouncement({ enabled: false, message: '', background_color: '', text_color: '' });
    for (const { payload } of written) await db.insert(pageElements).values(elementRows(payload, 'home', null));
    await db.insert(heroSlides).values(
      written.map(({ payload }, index) => ({
        orderIndex: index,
        title: payload,
        subtitle: payload,
        description: payload,
        imageUrl: payload,
        cta: payload,
        gradient: payload,
        destinationUrl: payload,
        buttonText: payload,
        buttonColor: payload,
        secondButtonText: payload,
        secondButtonUrl: payload,
        translations: {
          he: {
            title: payload,
            subtitle: payload,
            description: payload,
            button1: payload,
            button2: payload,
            button1_url: payload,
            button2_url: payload,
          },
        },
      })),
    );
  }, 120_000);

  for (const language of ['en', 'he']) {
    it(`all ${written.length} payloads in ${written.length * 5} elements and ${written.length} slides render inert (${language})`, async () => {
      const page = await render('/', language);
      expect(page.status).toBe(200);
      expect(unsafe(page, `/ (${language})`)).toEqual([]);
      const texts = strings(page.state);
      for (const { payload } of written) expect(texts, JSON.stringify(payload)).toContain(payload);
    });
  }

  it('the home API sends the texts as JSON, never sniffed as HTML', async () => {
    const response = await store.app.inject({ method: 'GET', url: apiPaths.home.href() });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.json().heroSlides).toHaveLength(written.length);
  });
});

describe('R-41 chat messages', () => {
  beforeAll(async () => {
    await store.database.db.insert(chatMessages).values(
      xssPayloads.map(({ payload }) => ({
        customerName: payload,
        customerEmail: payload,
        message: payload,
        adminReply: payload,
        status: 'replied' as const,
        guestId: 'guest_xss',
      })),
    );
  }, 60_000);

  it('no storefront page renders them on the server: they are personal, fetched by the browser', async () => {
    for (const url of ['/', '/page/xss-footer-0', '/custom/xss-custom-0']) {
      const page = await render(url);
      expect(page.html.includes('guest_xss')).toBe(false);
      expect(unsafe(page, url)).toEqual([]);
    }
  });

  it('the visitor API sends them as JSON, never sniffed as HTML', async (context) => {
    const response = await store.app.inject({
      method: 'GET',
      url: apiPaths.chat.messages.href(),
      cookies: { marquee_guest: 'guest_xss' },
    });
    // The chat routes are being built (issue 14); until they land this part has nothing to check.
    if (response.statusCode === 404 || response.statusCode === 405) return context.skip('no chat route yet');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe("issue 14: URL and colour fields are read through the admin forms' rules", () => {
  const indexOf = (payload: string) => xssPayloads.findIndex((p) => p.payload === payload);
  const samples = ['javascript:alert(1)', 'vbscript:msgbox(1)', 'data:text/html,<script>alert(1)</script>'];

  // lib/safe-url.ts safeUrl in content/page-elements.ts, content/queries.ts (banner, image blocks),
  // content/page-sections.ts and home/queries.ts (slides and their translations): not even the
  // href React writes instead of a javascript: URL reaches the page.
  it('URL fields reach the page only as site paths or https addresses', async () => {
    const pages = await Promise.all(samples.map((p) => render(`/custom/xss-custom-${indexOf(p)}`)));
    const found = pages.flatMap((page, i) => unsafe(page, samples[i]!));
    for (const language of ['en', 'he']) found.push(...unsafe(await render('/', language), `/ (${language})`));
    expect(found).toEqual([]);
    for (const page of [...pages, await render('/')]) {
      for (const tag of ['a', 'img', 'video', 'source']) {
        for (const element of findElements(page.html, tag)) {
          for (const name of ['href', 'src']) {
            const value = element.attributes[name];
            if (value !== undefined) expect(value, `<${tag} ${name}>`).toMatch(/^(\/(?![/\\])|https:\/\/|#|$)/);
          }
        }
      }
    }
  });

  // modules/content/sanitize.ts: data: only for base64 PNG, JPEG, GIF and WebP images.
  it('the sanitiser keeps data: image sources only for image types', async () => {
    const index = indexOf('<img src="data:text/html,<script>alert(1)</script>">');
    const response = await store.app.inject({ method: 'GET', url: apiPaths.page.href(`xss-footer-${index}`) });
    const html = (response.json() as { html: string }).html;
    expect(executableFragment(html)).toEqual([]);
    expect(html).not.toContain('data:');
  });

  // lib/safe-url.ts safeColour in content/page-elements.ts and home/queries.ts.
  it("page elements' and hero slides' colours reach the style attributes only as colours", async () => {
    await setAnnouncement({ enabled: false, message: '', background_color: '', text_color: '' });
    expect(gaps(await render('/'), '/', 'colour')).toEqual([]);
  });

  // settings/service.ts reads the bar's colours with lib/safe-url.ts safeColour.
  it("the announcement bar's colours reach its style attribute only as colours", async () => {
    const found: string[] = [];
    for (const { payload, index } of [...byFamily('css-injection'), ...byFamily('style')]) {
      await setAnnouncement({ enabled: true, message: 'Sale', background_color: payload, text_color: payload });
      found.push(...gaps(await render(`/page/xss-footer-${index}`), JSON.stringify(payload), 'colour'));
    }
    await setAnnouncement({ enabled: false, message: '', background_color: '', text_color: '' });
    expect(found).toEqual([]);
  });
});
