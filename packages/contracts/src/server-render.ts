/**
 * The contract between the server and the web app's server-rendering entry
 * (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr): the server hands over the
 * request's URL, the shopper's remembered choices and an in-process fetch; the entry
 * answers with the page's markup and the state the browser hydrates from.
 */

/** Cookies holding the shopper's choices, read by the server so its HTML matches the browser's first render. */
export const preferenceCookies = {
  currency: 'marquee_currency',
  language: 'marquee_lang',
} as const;

/**
 * A cookie asking for pages rendered by the browser alone (value `browser`): for diagnosing a
 * page that renders differently on the server, and for tests of the loading and failure
 * states a browser-rendered page goes through.
 */
export const BROWSER_RENDER_COOKIE = 'marquee_render';

/** Id of the JSON block carrying the router data and query cache the page was rendered with (`ServerState`). */
export const SERVER_STATE_ELEMENT_ID = 'marquee-state';

export interface ServerRenderInput {
  /** Path and query of the page, e.g. `/product/12?x=1`. */
  url: string;
  /** The language cookie's value (unknown values fall back to English). */
  language: string | undefined;
  /** The currency cookie's value (unknown codes fall back to USD once the rates are known). */
  currency: string | undefined;
  /** Answers the app's API requests for this page (anonymous: shared data only). */
  fetch: typeof fetch;
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      /** The router's status: 404 for an unknown route, else 200. */
      status: number;
      /** `lang` and `dir` for the <html> element. */
      language: string;
      direction: 'ltr' | 'rtl';
      /** The markup of #root. */
      html: string;
      /** The JSON of `ServerState`, to write into the page (escaped by the server). */
      state: string;
    }
  /** The page cannot be rendered on the server (a route failed); the browser renders it. */
  | { kind: 'browser-only' };

/** What the browser hydrates from: the router's loader data and the query cache (TanStack's dehydrated state). */
export interface ServerState {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  queries: unknown;
}

export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderResult>;
