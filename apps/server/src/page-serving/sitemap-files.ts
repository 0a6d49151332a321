/**
 * The sitemap's files (decision 079): `/sitemap.xml`, and beside it, when the store has more
 * addresses than one file may hold, `/sitemap-pages.xml` and `/sitemap-products-N.xml`. They sit
 * at the root because a sitemap may only list addresses under its own folder (sitemaps.org,
 * "Sitemap file location"): `/sitemaps/products-1.xml` could not list `/product/5`.
 */

import { languageCodes } from '@marquee/contracts';

/** One sitemap file may hold 50,000 addresses (and 10 MB; ours are ~96 bytes each). */
export const SITEMAP_MAX_URLS = 50_000;

/** Each page is listed once per language (decision 099): a file holds this many pages. */
export const SITEMAP_MAX_PAGES = Math.floor(SITEMAP_MAX_URLS / languageCodes.length);

/**
 * Product file N holds the live products with ids in ((N - 1) * perFile, N * perFile]: a fixed
 * id range, so a product stays in its file as others come and go, no file can hold more than
 * perFile, and reading one is one range of the primary key.
 */
export const PRODUCTS_PER_FILE = SITEMAP_MAX_PAGES;

/** products.id is an integer: no product file lies beyond the one holding this id. */
const MAX_PRODUCT_ID = 2_147_483_647;

/** The route of every file but the index: its parameter is the rest of the name. */
export const SITEMAP_FILE_ROUTE = '/sitemap-:file';

export const sitemapPaths = {
  index: '/sitemap.xml',
  pages: '/sitemap-pages.xml',
  products: (file: number) => `/sitemap-products-${file}.xml`,
};

export type SitemapFile = { kind: 'pages' } | { kind: 'products'; file: number };

/** The ids product file `file` holds, as the bounds of `id > after and id <= last`. */
export function productFileRange(file: number, perFile: number): { after: number; last: number } {
  return { after: (file - 1) * perFile, last: Math.min(file * perFile, MAX_PRODUCT_ID) };
}

const PRODUCT_FILE = /^products-([1-9][0-9]{0,9})\.xml$/;

/**
 * The file a `/sitemap-{name}` address names, or undefined: any other name, a number written
 * another way (`products-01.xml`) or one whose range lies beyond every possible id.
 */
export function parseSitemapFile(name: string, perFile: number): SitemapFile | undefined {
  if (name === 'pages.xml') return { kind: 'pages' };
  const digits = PRODUCT_FILE.exec(name)?.[1];
  if (digits === undefined) return undefined;
  const file = Number(digits);
  return productFileRange(file, perFile).after < MAX_PRODUCT_ID ? { kind: 'products', file } : undefined;
}
