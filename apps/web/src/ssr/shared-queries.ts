import type { QueryKey } from '@tanstack/react-query';
import { categoryKeys, productFacetKeys, productKeys } from '@/features/catalog/api/keys';
import { pageElementKeys, pageKeys } from '@/features/content/api/keys';
import { filmKeys } from '@/features/films/api/keys';
import { homeKeys } from '@/features/home/api/keys';
import { productSetKeys } from '@/features/product-sets/api/keys';
import { currencyKeys, settingsKeys } from '@/features/settings/api/keys';

/**
 * The query domains whose data is the same for every visitor: the catalogue, content and
 * the store's settings. Only these are rendered on the server and written into the page,
 * which the server caches and serves to everyone (decisions 041 and 050). Anything else (session,
 * cart, wishlist, search, admin, and any domain added later until it is listed here) is
 * fetched by the browser with the shopper's cookies.
 */
const sharedDomains: ReadonlySet<unknown> = new Set([
  productKeys.all[0],
  categoryKeys.all[0],
  productFacetKeys.all[0],
  productSetKeys.all[0],
  settingsKeys.all[0],
  currencyKeys.all[0],
  filmKeys.all[0],
  homeKeys.all[0],
  pageElementKeys.all[0],
  pageKeys.all[0],
]);

/** Whether a query's data is the same for every visitor, so it may be rendered into the shared page. */
export function isSharedQuery(queryKey: QueryKey): boolean {
  return sharedDomains.has(queryKey[0]);
}
