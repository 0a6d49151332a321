import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { apiPaths, localizedUrl, paths } from '@marquee/contracts';
import { xssSample } from '../apps/server/src/test/xss-payloads';
import { adminBrowser, expect, test } from './fixtures';

/**
 * Issue 14, R-41, checked in the browser for a sample: about 15 XSS payloads per surface are
 * written through the store's own routes, the pages that show them are opened, and no script
 * may run (no dialog, no `window.__xss`, no blocked script reported by the CSP), with the CSP
 * header the same as before. The whole corpus (149 payloads) is checked on the server-rendered
 * HTML by apps/server/src/page-serving/xss.test.ts.
 *
 * A surface whose write route answers 404 or 405 is skipped: the admin routes are being built.
 */

type Json = Record<string, unknown>;
/** 'text': the payload in the free-text fields only (must be accepted); 'all': in URL and colour fields too (may be refused with 400). */
type Mode = 'text' | 'all';

interface Surface {
  name: string;
  /** The write of one payload; `marker` is unique to the run and shown on the page, to find it there. */
  write: {
    method: 'POST' | 'PUT';
    url: string;
    by: 'admin' | 'visitor';
    body: (payload: string, marker: string, index: number, mode: Mode) => Json;
  };
  /**
   * 'rows': each write adds a row, all are written and then the pages opened once, and each is
   * deleted at the end (`remove`). 'setting': each write replaces the one value, so the page is
   * opened after each write, and the value read first (`read`) is put back at the end.
   */
  kind: 'rows' | 'setting';
  /** The modes tried, in order, until one is written ('all', then 'text', unless said): 'text' alone where no field is a URL or a colour. */
  modes?: readonly Mode[];
  /** The storefront pages that show the written rows (a language, when the page is in Hebrew). */
  pages: (created: Json[]) => { url: string; language?: 'he' }[];
  /** Brings the written text into view once the page is open (the chat panel). */
  reveal?: (page: Page, marker: string) => Promise<void>;
  /** The admin screen that lists them. */
  adminScreen?: string;
  /** Runs after each accepted write (the admin's chat reply to the visitor's message). */
  afterWrite?: (admin: APIRequestContext, payload: string, marker: string) => Promise<void>;
  remove?: (created: Json) => string;
  read?: (request: APIRequestContext) => Promise<{ url: string; body: Json }>;
}

const text = (payload: string, marker: string) => `${payload} ${marker}`;

/** LC-01: the storefront's "Chat with us" button opens the visitor's own conversation. */
async function openChatPanel(page: Page, marker: string) {
  await page.getByRole('button', { name: 'Chat with us' }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with us' });
  await expect(panel).toBeVisible();
  // Every reply is shown as text in the visitor's thread.
  await expect(panel.getByText(`${marker}-reply`)).toHaveCount(PER_SURFACE);
}

/**
 * ADM-CHAT-05: the admin answers the visitor's newest message with a payload, which the visitor's
 * panel then shows. The conversation is found by the run's marker in the admin's list.
 */
async function replyWithPayload(admin: APIRequestContext, payload: string, marker: string) {
  const list = (await (await admin.get(apiPaths.admin.chatConversations.href())).json()) as { items: Json[] };
  const conversation = list.items.find((item) => String(item.customerName).includes(marker));
  expect(conversation, `the conversation of ${marker}`).toBeDefined();
  const response = await admin.post(apiPaths.admin.chatReply.href(Number(conversation!.id)), {
    data: { reply: `${payload} ${marker}-reply` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A fresh address per write: the chat's per-address limit must not refuse the sample. */
let writeNumber = 0;
const writeAddress = () => `10.251.${Math.floor(++writeNumber / 250) % 250}.${(writeNumber % 250) + 1}`;
const elementTypes = ['text', 'image', 'video', 'button', 'gif'] as const;

/**
 * The routes and their bodies, per packages/contracts/src/admin-custom-pages.ts, admin-footer-pages.ts,
 * admin-page-elements.ts, admin-hero-slides.ts and chat.ts; each create answers with the row (its `id`).
 * Texts with a short limit get the payload cut to fit (the longest sampled payload is under 100 characters).
 */
const SURFACES: Surface[] = [
  {
    // Not an issue 14 surface: a route that exists (issue 13), so this spec's own checks run
    // in the browser before the issue 14 routes land, and film texts are admin-written too.
    name: 'films',
    write: {
      method: 'POST',
      url: apiPaths.admin.films.href(),
      by: 'admin',
      body: (payload, marker, _index, mode) => ({
        title: text(payload, marker),
        description: payload,
        ...(mode === 'all' && {
          posterUrl: payload,
          heroUrl: payload,
          destinationUrl: payload,
          heroButtonUrl: payload,
        }),
        heroButtonText: payload.slice(0, 60),
      }),
    },
    kind: 'rows',
    pages: (created) => created.map((row) => ({ url: paths.film.href(Number(row.id)) })),
    remove: (row) => apiPaths.admin.film.href(Number(row.id)),
  },
  {
    name: 'custom pages',
    write: {
      method: 'POST',
      url: apiPaths.admin.customPages.href(),
      by: 'admin',
      body: (payload, marker, index, mode) => ({
        title: text(payload, marker),
        slug: `xss-${marker}-${index}-${mode}`,
        description: payload,
        isPublished: true,
        metaTitle: payload,
        metaDescription: payload,
        seoKeywords: payload,
        bannerImageUrl: mode === 'all' ? payload : null,
        content: [
          { type: 'heading', level: 2, content: payload },
          { type: 'text', content: payload },
          {
            type: 'image',
            src: mode === 'all' ? payload : '/media/demo/films/nebula-drift/poster.svg',
            alt: payload,
            caption: payload,
          },
        ],
      }),
    },
    kind: 'rows',
    pages: (created) => created.map((row) => ({ url: paths.customPage.href(String(row.slug)) })),
    adminScreen: paths.admin.section.href('pages', 'custom'),
    remove: (row) => apiPaths.admin.customPage.href(Number(row.id)),
  },
  {
    name: 'footer pages',
    // Pages of their own (unique slugs, deleted at the end): the footer's own pages are left alone.
    write: {
      method: 'POST',
      url: apiPaths.admin.footerPages.href(),
      by: 'admin',
      body: (payload, marker, index, mode) => ({
        title: text(payload, marker),
        slug: `xss-${marker}-${index}-${mode}`,
        // The payload as markup, and as a link's and an image's address quoted as an editor would.
        content: `<p>${marker}</p>${payload}<a href="${payload}">Link</a><img src="${payload}" alt="Still">`,
        metaDescription: payload,
        isPublished: true,
      }),
    },
    kind: 'rows',
    modes: ['text'],
    pages: (created) => created.map((row) => ({ url: paths.page.href(String(row.slug)) })),
    adminScreen: paths.admin.section.href('pages', 'footer'),
    remove: (row) => apiPaths.admin.footerPage.href(Number(row.id)),
  },
  {
    name: 'page elements',
    write: {
      method: 'POST',
      url: apiPaths.admin.pageElements.href(),
      by: 'admin',
      body: (payload, marker, index, mode) => ({
        pageType: 'home',
        pageId: null,
        elementType: elementTypes[index % elementTypes.length],
        elementOrder: 900 + index,
        title: text(payload, marker),
        content: payload,
        mediaUrl: mode === 'all' ? payload : '/media/demo/films/nebula-drift/poster.svg',
        isClickable: true,
        destinationUrl: mode === 'all' ? payload : '/films',
        buttonText: payload.slice(0, 100),
        buttonColor: mode === 'all' ? payload : '#3b82f6',
        backgroundColor: mode === 'all' ? payload : '#ffffff',
        textColor: mode === 'all' ? payload : '#000000',
        isActive: true,
      }),
    },
    kind: 'rows',
    pages: () => [{ url: paths.home.href() }],
    adminScreen: paths.admin.section.href('pages', 'elements'),
    remove: (row) => apiPaths.admin.pageElement.href(Number(row.id)),
  },
  {
    name: 'hero slides',
    write: {
      method: 'POST',
      url: apiPaths.admin.heroSlides.href(),
      by: 'admin',
      body: (payload, marker, index, mode) => {
        const url = mode === 'all' ? payload : '/films';
        const words = {
          title: text(payload, marker),
          subtitle: payload,
          description: payload,
          button1: payload.slice(0, 60),
          button2: payload.slice(0, 60),
          button1_url: url,
          button2_url: url,
        };
        return {
          title: text(payload, marker),
          subtitle: payload,
          description: payload,
          imageUrl: mode === 'all' ? payload : '/media/demo/films/nebula-drift/poster.svg',
          // One of the offered presets (an enum: any other text is a 400 naming gradient).
          gradient: 'from-purple-900 via-blue-900 to-indigo-900',
          cta: payload,
          orderIndex: 900 + index,
          destinationUrl: url,
          buttonText: payload.slice(0, 60),
          buttonColor: mode === 'all' ? payload : '#ec4899',
          secondButtonText: payload.slice(0, 60),
          secondButtonUrl: url,
          translations: { he: words },
        };
      },
    },
    kind: 'rows',
    pages: () => [{ url: paths.home.href() }, { url: paths.home.href(), language: 'he' }],
    adminScreen: paths.admin.section.href('pages', 'hero'),
    remove: (row) => apiPaths.admin.heroSlide.href(Number(row.id)),
  },
  {
    name: 'announcement',
    // ADM-ANN-03: the announcement_bar setting (admin-settings' announcementBodySchema).
    write: {
      method: 'PUT',
      url: apiPaths.admin.announcement.href(),
      by: 'admin',
      body: (payload, marker, _index, mode) => ({
        enabled: true,
        message: text(payload, marker),
        background_color: mode === 'all' ? payload : '#8b5cf6',
        text_color: mode === 'all' ? payload : '#ffffff',
      }),
    },
    kind: 'setting',
    pages: () => [{ url: paths.home.href() }],
    adminScreen: paths.admin.section.href('settings', 'announcements'),
    read: async (request) => {
      const settings = (await (await request.get(apiPaths.settings.href())).json()) as { announcementBar: Json };
      return { url: apiPaths.admin.announcement.href(), body: settings.announcementBar };
    },
  },
  {
    name: 'chat messages',
    // The visitor's messages (LC-01) from this test's guest context, each answered by the admin with
    // a payload (ADM-CHAT-05). Rows are not deleted (there is no delete route): their names carry
    // the run's marker, and a guest's conversation is seen by that guest and the admin only.
    write: {
      method: 'POST',
      url: apiPaths.chat.messages.href(),
      by: 'visitor',
      body: (payload, marker, _index, mode) => ({
        name: text(payload.slice(0, 80), marker),
        email: mode === 'all' ? payload : `xss-${marker}@example.com`,
        message: text(payload, marker),
      }),
    },
    kind: 'rows',
    // The visitor's own conversation is in the chat panel on any page.
    pages: () => [{ url: paths.home.href() }],
    reveal: openChatPanel,
    afterWrite: replyWithPayload,
    adminScreen: paths.admin.tab.href('chat'),
  },
];

const PER_SURFACE = 15;

/** Watches a page for anything a payload could run: dialogs, `window.__xss`, and scripts the CSP blocked. */
async function watch(page: Page, dialogs: string[]) {
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspBlocked: string[] };
    w.__cspBlocked = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      if (!event.effectiveDirective.startsWith('script-src')) return;
      // zod 4 probes for eval (a caught `new Function('')`) from the store's own bundle the first
      // time a form's schema parses (the chat panel's): not a payload, which cannot add code to
      // /assets. (`z.config({ jitless: true })` would stop the probe, but only by loading zod with
      // the first page, which the forms chunk keeps out of it.)
      const ownBundle = event.sourceFile.startsWith(`${location.origin}/assets/`);
      if (event.blockedURI === 'eval' && ownBundle) return;
      w.__cspBlocked.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample} ${event.sourceFile}`);
    });
  });
}

/** Opens a page showing payloads, nudges what needs a user (hover, focus), and reads what ran. */
async function openAndCheck(
  page: Page,
  surface: Surface,
  url: string,
  { marker, baselineCsp, dialogs }: { marker: string; baselineCsp: string; dialogs: string[] },
) {
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy'], `${url}: CSP`).toBe(baselineCsp);
  await surface.reveal?.(page, marker);
  await expect(page.getByText(marker).first(), `${url} shows the written text`).toBeAttached();
  await page.mouse.move(5, 5);
  await page.mouse.move(640, 400, { steps: 8 });
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  await page.waitForTimeout(300);
  expect(dialogs, `${url}: dialogs`).toEqual([]);
  const ran = await page.evaluate(() => {
    const w = window as unknown as { __xss?: unknown; __cspBlocked?: string[] };
    return { xss: w.__xss, blocked: w.__cspBlocked ?? [] };
  });
  expect(ran.xss, `${url}: window.__xss`).toBeUndefined();
  // A script the CSP had to block is markup that got through: the CSP is the last line, not the first.
  expect(ran.blocked, `${url}: scripts blocked by the CSP`).toEqual([]);
}

const isWritten = (response: APIResponse) => response.ok();
/** A payload refused at the door (400 naming a field) never reaches a page: that is inert too. */
const isRefused = (response: APIResponse) => response.status() === 400;

test.describe('R-41 XSS payloads render inert in the browser (issue 14)', () => {
  for (const surface of SURFACES) {
    test(`${surface.name}: ${PER_SURFACE} payloads written through the store's routes run nothing`, async ({
      page,
      browser,
    }, testInfo) => {
      test.skip(testInfo.project.name === 'phone', 'Writes run once, on desktop');
      test.setTimeout(240_000);
      const marker = `xss${Date.now().toString(36)}`;
      const adminPage = await adminBrowser(browser, page.viewportSize()!);
      const writer = surface.write.by === 'admin' ? adminPage.request : page.request;
      const dialogs: string[] = [];
      await watch(page, dialogs);
      await watch(adminPage, dialogs);
      // The policy of a page with none of this run's payloads.
      const baselineCsp = (await page.request.get(paths.home.href())).headers()['content-security-policy']!;
      expect(baselineCsp).toContain("script-src 'self'");

      const created: Json[] = [];
      const counts = { written: 0, refused: 0 };
      const original = surface.read ? await surface.read(adminPage.request).catch(() => null) : null;
      const writeUrl = original?.url ?? surface.write.url;
      try {
        const payloads = xssSample(PER_SURFACE);
        for (const [index, { payload }] of payloads.entries()) {
          // One write per payload where the store takes it everywhere ('all', text included);
          // where it refuses the payload as an address or a colour, the text alone, which it
          // must take. Every payload reaches a page in its text either way.
          for (const mode of surface.modes ?? (['all', 'text'] as const)) {
            const response = await writer.fetch(writeUrl, {
              method: surface.write.method,
              data: surface.write.body(payload, marker, index, mode),
              headers: { 'x-forwarded-for': writeAddress() },
            });
            if (index === 0 && [404, 405].includes(response.status())) {
              test.skip(true, `${surface.write.method} ${writeUrl} is not built yet (${response.status()})`);
            }
            const label = `${mode} ${JSON.stringify(payload)}: ${response.status()} ${await response.text()}`;
            // Free text is accepted as text; URLs and colours may be refused.
            expect(mode === 'text' ? isWritten(response) : isWritten(response) || isRefused(response), label).toBe(
              true,
            );
            counts[isWritten(response) ? 'written' : 'refused'] += 1;
            if (isWritten(response)) await surface.afterWrite?.(adminPage.request, payload, marker);
            if (isWritten(response) && surface.kind === 'rows') {
              created.push({ ...surface.write.body(payload, marker, index, mode), ...(await response.json()) });
            }
            if (isWritten(response) && surface.kind === 'setting') {
              for (const target of surface.pages(created)) {
                await openAndCheck(page, surface, target.url, { marker, baselineCsp, dialogs });
              }
            }
            if (isWritten(response)) break;
          }
        }
        if (surface.kind === 'rows') {
          for (const target of surface.pages(created)) {
            // The page in its language's address (decision 099).
            const url = target.language ? localizedUrl(target.language, target.url) : target.url;
            await openAndCheck(page, surface, url, { marker, baselineCsp, dialogs });
          }
        }
        if (surface.adminScreen) {
          await adminPage.goto(surface.adminScreen);
          await expect(adminPage.getByRole('heading', { level: 2 }).first()).toBeVisible();
          await expect(adminPage.getByText(marker).first()).toBeAttached();
        }
        testInfo.annotations.push({
          type: 'payloads',
          description: `${counts.written} written, ${counts.refused} refused`,
        });
        expect(dialogs).toEqual([]);
        for (const p of [page, adminPage]) {
          expect(await p.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
        }
      } finally {
        for (const row of created) if (surface.remove) await adminPage.request.delete(surface.remove(row));
        if (original) await adminPage.request.fetch(original.url, { method: 'PUT', data: original.body });
        await adminPage.context().close();
      }
    });
  }
});
