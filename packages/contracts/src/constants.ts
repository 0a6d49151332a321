/**
 * Plain constants of the contract, free of zod, so the web app's entry can import them
 * without pulling the schemas (and zod) into every shopper page.
 */

/** Sort options of listings (SF-CAT sorts). */
export const productSorts = ['newest', 'name_asc', 'name_desc', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];

/** Search runs from 2 trimmed characters (DECISIONS 17). */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** Error codes of the newsletter endpoint that the web reacts to. */
export const newsletterErrorCodes = { alreadySubscribed: 'ALREADY_SUBSCRIBED' } as const;
