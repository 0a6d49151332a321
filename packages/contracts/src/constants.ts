/**
 * Plain constants of the contract, free of zod, so the web app's entry can import them
 * without pulling the schemas (and zod) into every shopper page.
 */

/** Sort options of listings (SF-CAT sorts). */
export const productSorts = ['newest', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Search runs from 2 trimmed characters (spec D-17). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/**
 * Live store changes (SF-GEN-05, ADM-SET-02): writers NOTIFY this PostgreSQL channel, every
 * server instance LISTENs once and forwards each payload to its browsers over Server-Sent Events.
 */
export const LIVE_EVENTS_CHANNEL = 'marquee_events';

/** Spec "Session and connection": realtime heartbeat 25 s, reconnect back-off 1, 2, 5, 10 s. */
export const LIVE_EVENTS_HEARTBEAT_MS = 25_000;
export const LIVE_EVENTS_RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;

/**
 * What an admin write changed, one event per kind of storefront data: each server forgets its
 * cached pages, and each open storefront refetches the queries that show it.
 */
export const liveEventTypes = {
  productSetsChanged: 'product-sets-changed',
  productsChanged: 'products-changed',
  categoriesChanged: 'categories-changed',
  filmsChanged: 'films-changed',
  dreamBoxChanged: 'dream-box-changed',
  settingsChanged: 'settings-changed',
  contentChanged: 'content-changed',
} as const;
export type LiveEventType = (typeof liveEventTypes)[keyof typeof liveEventTypes];

/** Slugs of the footer's Quick Links, seeded as dynamic pages (spec D-02). */
export const quickLinkSlugs = [
  'privacy-policy',
  'terms-of-service',
  'return-policy',
  'shipping-info',
  'contact-us',
  'faq',
] as const;
export type QuickLinkSlug = (typeof quickLinkSlugs)[number];

/** The largest row id: ids are PostgreSQL integers (dbId, and the web's parseId, are bounded by it). */
export const MAX_DB_ID = 2_147_483_647;

/** The store's languages (the `marquee_lang` cookie); any other value is read as the default. */
export const languageCodes = ['en', 'he'] as const;
export type LanguageCode = (typeof languageCodes)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/**
 * The header the web app sends with every API request: the language of the page it is on
 * (issue 29). E-mails a request causes (a sign-up, a reset, an order) are written in it.
 */
export const LANGUAGE_HEADER = 'x-marquee-language';

export const isLanguageCode = (value: string | null | undefined): value is LanguageCode =>
  languageCodes.some((code) => code === value);

/**
 * How deep a storefront listing pages, in products (decision 072): pages stop here, and a
 * filtered listing's count stops here too (`totalIsCapped`). Skipping and counting more rows
 * than this costs more than reading a page; filters narrow a listing past it.
 */
export const LISTING_DEPTH_CAP = 10_000;

/** The last page a listing offers at this page size. */
export const listingPageLimit = (pageSize: number) => Math.ceil(LISTING_DEPTH_CAP / pageSize);
