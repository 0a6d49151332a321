import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerRenderInput, ServerRenderResult, ServerState } from '@marquee/contracts';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { setFetchSource } from '@/lib/api-client';
import { rememberedLanguage } from '@/lib/i18n';
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

export async function renderPage(input: ServerRenderInput): Promise<ServerRenderResult> {
  const client = createQueryClient();
  // A failed request is rendered by the browser, which retries; the server does not wait for retries.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const language = rememberedLanguage(input.language ?? null);
  const i18n = serverI18n(language);

  return requestFetch.run(input.fetch, async () => {
    const handler = createStaticHandler(createRoutes(client));
    const context = await handler.query(new Request(new URL(input.url, 'http://marquee.local')));
    if (context instanceof Response) {
      return { kind: 'redirect', status: context.status, location: context.headers.get('location') ?? '/' };
    }
    if (context.errors) return { kind: 'browser-only' };

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

    // Loaders start their requests without awaiting them (app/router.tsx).
    await whenIdle(client);
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
    client.clear();
    return {
      kind: 'page',
      status: context.statusCode,
      language,
      direction: i18n.dir(language),
      html,
      state: JSON.stringify(state),
    };
  });
}
