import {
  apiPaths,
  type FilmDetail,
  type FilmSummary,
  type ServerRenderInput,
  type ServerState,
} from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { renderPage } from './render-page';

const film: FilmSummary = {
  id: 7,
  slug: 'nebula-drift',
  title: 'Nebula Drift',
  posterUrl: null,
  translations: { he: { title: 'סחף הערפילית' } },
};

/** A store API with a film list and an anonymous session; everything else is missing (404). */
function fakeApi(requests: string[] = [], more: Record<string, () => Response> = {}): typeof fetch {
  return async (input) => {
    const url = String(input);
    requests.push(url);
    const answer = more[url];
    if (answer) return answer();
    if (url === apiPaths.films.href()) return Response.json([film]);
    if (url === apiPaths.auth.session.href()) return Response.json({ user: null });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'missing' } }, { status: 404 });
  };
}

const input = (url: string, extra: Partial<ServerRenderInput> = {}): ServerRenderInput => ({
  url,
  language: undefined,
  currency: undefined,
  fetch: fakeApi(),
  markup: true,
  ...extra,
});

async function renderOk(url: string, extra?: Partial<ServerRenderInput>) {
  const result = await renderPage(input(url, extra));
  if (result.kind !== 'page' || !result.markup) throw new Error(`expected a rendered page, got ${result.kind}`);
  return { ...result, ...result.markup, parsed: JSON.parse(result.markup.state) as ServerState };
}

const queryKeysOf = (state: ServerState) =>
  (state.queries as { queries: { queryKey: unknown[] }[] }).queries.map((query) => query.queryKey);

describe('server rendering of a page', () => {
  it('renders the page with the data its loader asked for, through the given fetch', async () => {
    const requests: string[] = [];
    const page = await renderOk('/films', { fetch: fakeApi(requests) });
    expect(page.status).toBe(200);
    expect(page.html).toContain('Nebula Drift');
    expect(page.html).toMatch(/<h1[^>]*>Shop By Film<\/h1>/);
    expect(requests).toContain('/api/films');
  });

  it('writes only shared, successful data into the state: not the session, not a failed read', async () => {
    const page = await renderOk('/films');
    const keys = queryKeysOf(page.parsed).map((key) => key[0]);
    expect(keys).toContain('films');
    expect(keys).not.toContain('auth');
    // /api/settings answered 404 here: the browser fetches it again rather than inherit the failure.
    expect(keys).not.toContain('settings');
    expect(page.parsed.router.loaderData).toBeTypeOf('object');
  });

  it("renders in the address's language (the server reads it from /he/…, decision 099), right to left for Hebrew", async () => {
    const page = await renderOk('/he/films', { language: 'he' });
    expect(page.language).toBe('he');
    expect(page.direction).toBe('rtl');
    expect(page.html).toContain('סחף הערפילית');
    const english = await renderOk('/films', { language: 'xx' });
    expect(english.language).toBe('en');
    expect(english.direction).toBe('ltr');
  });

  it('answers a redirecting route with its target', async () => {
    const result = await renderPage(input('/order-success?token=abc'));
    expect(result).toEqual({ kind: 'redirect', status: 302, location: '/order-confirmation?token=abc' });
  });

  it('answers an unknown path with 404 and the not-found title, rendered and never cached', async () => {
    const page = await renderOk('/no-such-page');
    expect(page.status).toBe(404);
    expect(page.meta.title).toBe('Page Not Found | Marquee');
    expect(page.cacheable).toBe(false);
    expect(page.modules).toContain('src/app/routes/not-found.tsx');
  });

  it('issue 29: a Hebrew page without words of its own, and an unknown Hebrew address, are titled in Hebrew', async () => {
    const missing = await renderOk('/he/no-such-page', { language: 'he' });
    expect(missing.status).toBe(404);
    expect(missing.meta.title).toBe('הדף לא נמצא | Marquee');
    const cart = await renderOk('/he/cart', { language: 'he' });
    expect(cart.meta.title).toBe('Marquee — מוצרים ופריטי אספנות מעולם הקולנוע');
    expect(cart.meta.description).toMatch(/^צעצועים, ביגוד/);
    expect((await renderOk('/cart')).meta.title).toBe('Marquee — Film merchandise & collectibles');
  });
});

describe("the page's status, meta tags and modules, from the matched route", () => {
  const nebula: FilmDetail = {
    ...film,
    description: 'A pilot <b>wakes</b> up alone.',
    heroUrl: '/media/films/nebula-hero.svg',
  } as FilmDetail;
  const withFilm = (requests: string[] = []) =>
    fakeApi(requests, {
      [apiPaths.film.href(7)]: () => Response.json(nebula),
      [apiPaths.filmProducts.href(7)]: () => Response.json([]),
    });

  it("describes a film page from the film the loader fetched, and names the route's module", async () => {
    const page = await renderOk('/film/7', { fetch: withFilm() });
    expect(page.status).toBe(200);
    expect(page.meta).toMatchObject({
      title: 'Nebula Drift | Marquee',
      description: 'A pilot wakes up alone.',
      image: '/media/films/nebula-hero.svg',
      leadImage: { src: '/media/films/nebula-hero.svg' },
    });
    expect(page.modules).toEqual(['src/locales/en.json', 'src/app/routes/film.tsx']);
    expect(page.cacheable).toBe(true);
  });

  it('is a 404 when the API has no such film, or the id cannot be one', async () => {
    // 2147483648 is past PostgreSQL's integer: no request is made for it.
    for (const url of ['/film/8', '/film/abc', '/film/2147483648']) {
      const requests: string[] = [];
      const page = await renderOk(url, { fetch: withFilm(requests) });
      if (url !== '/film/8')
        expect(requests.filter((request) => request.startsWith(apiPaths.films.href()))).toEqual([]);
      expect(page.status, url).toBe(404);
      expect(page.meta.title, url).toBe('Page Not Found | Marquee');
      expect(page.cacheable, url).toBe(false);
    }
  });

  it('keeps the default tags and does not cache a page whose data failed', async () => {
    const failing = fakeApi([], { [apiPaths.film.href(7)]: () => new Response('down', { status: 503 }) });
    const page = await renderOk('/film/7', { fetch: failing });
    expect(page.status).toBe(200);
    expect(page.meta.title).toBe('Marquee — Film merchandise & collectibles');
    expect(page.cacheable).toBe(false);
  });

  it('without markup still answers status and meta, and renders nothing', async () => {
    const result = await renderPage(input('/film/7', { fetch: withFilm(), markup: false }));
    expect(result).toMatchObject({ kind: 'page', status: 200, markup: null, cacheable: false });
    expect(result.kind === 'page' && result.meta.title).toBe('Nebula Drift | Marquee');
  });

  it('leaves the admin area to the browser and asks the API nothing for it', async () => {
    const requests: string[] = [];
    const result = await renderPage(input('/admin', { fetch: fakeApi(requests) }));
    expect(result).toMatchObject({ kind: 'page', status: 200, markup: null, cacheable: false });
    expect(result.kind === 'page' && result.modules).toContain('src/app/routes/admin/index.ts');
    expect(requests).toEqual([]);
    // A tab the admin does not have is the admin's own "not found" (in the browser); a path deeper
    // than /admin/<tab>/<section> is the store's catch-all.
    const unknown = await renderPage(input('/admin/products/sets/nowhere', { fetch: fakeApi() }));
    expect(unknown).toMatchObject({ kind: 'page', status: 404, cacheable: false });
  });
});
