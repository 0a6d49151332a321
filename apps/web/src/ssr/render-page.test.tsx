import type { FilmSummary, ServerRenderInput, ServerState } from '@marquee/contracts';
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
function fakeApi(requests: string[] = []): typeof fetch {
  return async (input) => {
    const url = String(input);
    requests.push(url);
    if (url === '/api/films') return Response.json([film]);
    if (url === '/api/auth/session') return Response.json({ user: null });
    return Response.json({ error: { code: 'NOT_FOUND', message: 'missing' } }, { status: 404 });
  };
}

const input = (url: string, extra: Partial<ServerRenderInput> = {}): ServerRenderInput => ({
  url,
  language: undefined,
  currency: undefined,
  fetch: fakeApi(),
  ...extra,
});

async function renderOk(url: string, extra?: Partial<ServerRenderInput>) {
  const result = await renderPage(input(url, extra));
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`);
  return { ...result, parsed: JSON.parse(result.state) as ServerState };
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

  it('renders in the language of the cookie, right to left for Hebrew', async () => {
    const page = await renderOk('/films', { language: 'he' });
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
});
