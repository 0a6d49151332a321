import type { ProductSummary } from '@marquee/contracts';
import { ProductCard } from './product-card';

/**
 * Product cards for sections of other screens (home shelves, a film's related products),
 * which the routes compose. These sections sit below the page's lead content, so the
 * cards' images load lazily.
 */
export function ProductGrid({ products }: { products: readonly ProductSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
