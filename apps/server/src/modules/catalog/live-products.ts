import { isNull } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';

/**
 * The storefront's products: not archived. An archived product (deleted by an admin while
 * orders refer to it) disappears from every listing, facet, search, home section, film, set,
 * cart and wishlist at once; orders keep showing it from their snapshot.
 */
export const liveProduct = isNull(products.archivedAt);
