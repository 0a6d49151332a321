/**
 * The contract between the server and the web app's server-rendering entry
 * (apps/web/src/entry-server.tsx, built to apps/web/dist-ssr): the server hands over the
 * request's URL, the shopper's remembered choices and an in-process fetch; the entry
 * answers with what the matched route knows: the page's status, meta tags and modules, and
 * its markup and the state the browser hydrates from.
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
  /** The page's language, read from its address (`/he/…`, decision 099); unknown values are English. */
  language: string | undefined;
  /** The currency cookie's value (unknown codes fall back to USD once the rates are known). */
  currency: string | undefined;
  /** Answers the app's API requests for this page (anonymous: shared data only). */
  fetch: typeof fetch;
  /**
   * Whether to render the page's markup. Without it (the browser-render cookie) the entry
   * still answers the page's status, meta tags and modules, which the HTML needs either way.
   */
  markup: boolean;
}

/** The page's largest image, drawn by the web app with these `sizes`; preloaded from the HTML. */
export interface LeadImage {
  src: string;
  sizes: string;
  /** A bitmap's own width (the web app offers no wider copies). */
  intrinsicWidth?: number | undefined;
}

/** What the page's <head> says about it: title, description and link-preview (Open Graph) tags. */
export interface PageMeta {
  title: string;
  description: string;
  /** The link preview's picture, as the API gives it (the server makes it absolute). */
  image?: string | undefined;
  /** Comma-separated keywords (custom pages' seo_keywords, CP-12). */
  keywords?: string | undefined;
  type?: 'website' | 'product' | 'article';
  leadImage?: LeadImage | undefined;
  /** A product page's schema.org Product, written by the server as JSON-LD (issue 29). */
  product?: ProductStructuredData | undefined;
}

/** What a product page tells search engines: schema.org Product with its Offer and AggregateRating. */
export interface ProductStructuredData {
  name: string;
  description: string;
  /** Pictures as the API gives them (the server makes them absolute). */
  images: string[];
  sku: string;
  /** The price the page shows, in its currency, as a decimal string ("24.99"; "2500" in yen). */
  price: string;
  priceCurrency: string;
  inStock: boolean;
  /** The mean and count of published reviews; left out when there are none. */
  rating?: { value: number; count: number } | undefined;
}

/** The page drawn on the server: the markup of #root and the state the browser hydrates from. */
export interface RenderedMarkup {
  /** `lang` and `dir` for the <html> element. */
  language: string;
  direction: 'ltr' | 'rtl';
  html: string;
  /** The JSON of `ServerState`, to write into the page (escaped by the server). */
  state: string;
}

export interface RenderedPage {
  kind: 'page';
  /** 404 for an unknown route or a subject that does not exist, else 200. */
  status: number;
  meta: PageMeta;
  /**
   * Build-manifest keys of the modules the page runs beyond the entry (its route's code and the
   * fallback language catalogue), fetched together with the entry instead of after it.
   */
  modules: string[];
  /** Null when markup was not asked for, the route renders in the browser (admin) or rendering failed. */
  markup: RenderedMarkup | null;
  /**
   * Whether the page may be kept and served to every visitor: it rendered completely from data
   * that arrived (not a 404, not a page whose data was late or failed).
   */
  cacheable: boolean;
}

export type ServerRenderResult = { kind: 'redirect'; status: number; location: string } | RenderedPage;

/** What the browser hydrates from: the router's loader data and the query cache (TanStack's dehydrated state). */
export interface ServerState {
  router: { loaderData: Record<string, unknown>; actionData: Record<string, unknown> | null };
  queries: unknown;
}

export type ServerRender = (input: ServerRenderInput) => Promise<ServerRenderResult>;
