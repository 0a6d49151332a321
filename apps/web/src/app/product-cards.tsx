import type { ProductSummary } from '@marquee/contracts';
import { ProductCard } from '@/features/catalog/components/product-card';

/** Cards above the fold on most screens; their images load eagerly. */
const PRIORITY_COUNT = 4;

/**
 * A grid of catalogue product cards for screens of other features (home shelves, a film's
 * related products), composed at the app level so features stay independent.
 */
export function renderProductCards(products: readonly ProductSummary[], { priority = true } = {}) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} priority={priority && index < PRIORITY_COUNT} />
        </li>
      ))}
    </ul>
  );
}
