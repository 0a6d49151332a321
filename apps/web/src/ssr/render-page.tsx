import { AsyncLocalStorage } from 'node:async_hooks';
import type { RenderedMarkup, ServerRenderInput, ServerRenderResult, ServerState } from '@marquee/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandler,
  type StaticHandlerContext,
} from 'react-router';
import { AppProvider } from '@/app/provider';
import { NOT_FOUND, notFoundMetaIn, pageMetas, storeMetaIn, type ReadQuery } from '@/app/page-meta';
import { createRoutes, type RouteHandle } from '@/app/router';
import { ApiError, setFetchSource } from '@/lib/api-client';
import { languageBase, languageOrDefault } from '@marquee/contracts';
import { BASE_CURRENCY } from '@/lib/money';
import { createQueryClient } from '@/lib/query-client';
import { isSharedQuery } from './shared-queries';
import { serverI18n } from './server-i18n';

/** The in-process fetch of the request being rendered (requests render concurrently). */
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setFetchSource(() => {
  const fetchForRequest = requestFetch.getStore();
  if (!fetchForRequest) throw new Error('An API request was made outside a server render');
  return fetchForRequest;
});

/** English is the fallback language: every visitor's page needs its catalogue (lib/i18n.ts). */
const FALLBACK_CATALOGUE = 'src/locales/en.json';

/** A page whose data takes longer than this renders with what has arrived; the browser fetches the rest. */
const DATA_WAIT_MS = 3_000;

function whenIdle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(finish, DATA_WAIT_MS);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) finish();
    });
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    if (client.isFetching() === 0) finish();
  });
}

const isEnabled = (query: Query) => (query.options as { enabled?: unknown }).enabled !== false;

/**
 * The browser's first render must match the server's. It starts with the shared data written
 * into the page and nothing else, so the server renders with exactly that: failed and personal
 * queries are dropped and render as loading on both sides until the browser fetches them.
 */
function keepHydratableData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.state.status !== 'success' || !isSharedQuery(query.queryKey) });
}

/** A query's settled data for a route's meta: NOT_FOUND after the API's 404. */
const readFrom =
  (client: QueryClient): ReadQuery =>
  (queryKey) => {
    const state = client.getQueryState(queryKey);
    if (state?.status === 'success') return state.data;
    if (state?.status === 'error' && state.error instanceof ApiError && state.error.status === 404) return NOT_FOUND;
    return undefined;
  };

export async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const client = createQueryClient();
  // A failed request is rendered by the browser, which retries; the server does not wait for retries.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  // The address's language, which the server read from its prefix (decision 099).
  const language = languageOrDefault(input.language);
  const i18n = serverI18n(language);

  return requestFetch.run(input.fetch, async () => {
    const currency = input.currency ?? BASE_CURRENCY.code;
    const handler = createStaticHandler(
      createRoutes(client, () => currency),
      {
        basename: languageBase(language) || undefined,
      },
    );
    const url = new URL(input.url, 'http://marquee.local');
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    const handles = context.matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
    // The page's own catalogue is fetched with the entry too, so a Hebrew page hydrates without waiting for it.
    const catalogues = language === 'en' ? [FALLBACK_CATALOGUE] : [FALLBACK_CATALOGUE, `src/locales/${language}.json`];
    const modules = [...catalogues, ...handles.flatMap((handle) => (handle.module ? [handle.module] : []))];
    if (context.errors) {
      // No route matched (404), or a loader failed and the browser renders the page and its error.
      const unknown = context.statusCode === 404;
      client.clear();
      return {
        kind: 'page',
        status: unknown ? 404 : 200,
        meta: unknown ? notFoundMetaIn(language) : storeMetaIn(language),
        modules,
        markup: null,
        cacheable: false,
      };
    }

    // Loaders start their requests without awaiting them (app/router.tsx).
    await whenIdle(client);
    const leaf = context.matches.at(-1);
    const metaName = handles.at(-1)?.meta;
    const described =
      leaf && metaName && pageMetas[metaName]({ params: leaf.params, url, read: readFrom(client), language, currency });
    const status = described === NOT_FOUND ? 404 : context.statusCode;
    const meta = described === NOT_FOUND ? notFoundMetaIn(language) : (described ?? storeMetaIn(language));
    const serverRenders = input.markup && !handles.some((handle) => handle.render === 'browser');
    const markup = serverRenders ? await renderMarkup(client, handler, context, input, i18n, language) : null;
    client.clear();
    return {
      kind: 'page',
      status,
      meta,
      modules,
      markup,
      cacheable: markup !== null && status === 200 && described !== undefined,
    };
  });
}

async function renderMarkup(
  client: QueryClient,
  handler: StaticHandler,
  context: StaticHandlerContext,
  input: ServerRenderInput,
  i18n: i18n,
  language: string,
): Promise<RenderedMarkup> {
  const router = createStaticRouter(handler.dataRoutes, context);
  const render = () =>
    renderToString(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <AppProvider client={client} currency={input.currency ?? null}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </I18nextProvider>
      </StrictMode>,
    );

  keepHydratableData(client);
  let html = render();
  // Components may ask for shared data no loader prefetched: fetch it and render once more.
  const asked = client
    .getQueryCache()
    .findAll({ predicate: (query) => query.state.status === 'pending' && isSharedQuery(query.queryKey) })
    .filter(isEnabled);
  if (asked.length > 0) {
    await Promise.allSettled(asked.map((query) => query.fetch()));
    keepHydratableData(client);
    html = render();
  }

  const state: ServerState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(client),
  };
  return { language, direction: i18n.dir(language), html, state: JSON.stringify(state) };
}
