import { isNull } from 'drizzle-orm';
import { errorCodes } from '@marquee/contracts';
import { products } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

/**
 * The storefront's products: not archived. An archived product (deleted by an admin while
 * orders refer to it) disappears from every listing, facet, search, home section, film, set,
 * cart and wishlist at once; orders keep showing it from their snapshot.
 */
export const liveProduct = isNull(products.archivedAt);

/** The 404 for a shopper's write naming a product that is not live (its field is `productId`). */
export const productNotFound = () =>
  new AppError(404, errorCodes.NOT_FOUND, 'Product not found.', { productId: 'Product not found.' });
