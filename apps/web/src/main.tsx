import { languageBase, SERVER_STATE_ELEMENT_ID, splitLanguagePath, type ServerState } from '@marquee/contracts';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { createRoutes } from './app/router';
import { i18n, initI18n } from './lib/i18n';
import { BASE_CURRENCY, prepareMoneyFormat } from './lib/money';
import { readPreference } from './lib/preferences';
import { queryClient } from './lib/query-client';
import './index.css';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

const routes = createRoutes(queryClient);
/** `/he` on a Hebrew page: the routes and every link are written once, without the language (decision 099). */
const basename = languageBase(splitLanguagePath(window.location.pathname).language) || undefined;

/** The router data and query cache the server rendered the page with (ssr/render-page.tsx), if it did. */
function serverState(): ServerState | null {
  // Selected by type too: an element of page content can never stand in for it.
  const text = document.querySelector(`script#${SERVER_STATE_ELEMENT_ID}[type="application/json"]`)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch (error) {
    console.error('Ignoring an unreadable server state block', error);
    return null;
  }
}

/**
 * Hydration must render exactly what the server did, so the code of the routes on screen
 * has to be here first; otherwise the router would show its fallback in their place.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }: { route: RouteObject }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Lets the browser run what is waiting (input, paint) before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProvider client={queryClient} currency={readPreference('currency')}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}

/**
 * Not top-level await: lazy route chunks import shared code from the entry, and an entry
 * still awaiting would make the bundler split that code into many small chunks.
 */
async function start(root: HTMLElement): Promise<void> {
  const state = serverState();
  if (!state) {
    void initI18n();
    createRoot(root).render(app(createBrowserRouter(routes, { basename })));
    return;
  }
  // Each step below is a task of its own, so that a tap or a scroll waits for one step at most
  // (on a phone 4x slower than this machine, the whole start-up in one task blocked input for
  // about 160 ms; decision 092). The language catalogue and the route's code were fetched with
  // the entry (boot.js preloads them).
  await nextTask();
  const i18nReady = initI18n();
  await nextTask();
  hydrate(queryClient, state.queries as DehydratedState);
  await nextTask();
  await Promise.all([i18nReady, loadMatchedRoutes()]);
  await nextTask();
  // The locale's number data, which every price on the page needs (the page's inline script
  // already loaded the browser's number formatting before the first paint).
  prepareMoneyFormat(i18n.resolvedLanguage ?? 'en', readPreference('currency') ?? BASE_CURRENCY.code);
  await nextTask();
  const router = createBrowserRouter(routes, { basename, hydrationData: state.router });
  await nextTask();
  // A transition lets React hydrate in short slices, so taps and scrolls are answered meanwhile.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

void start(rootElement);
