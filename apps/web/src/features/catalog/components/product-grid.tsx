import type { ProductSummary } from '@marquee/contracts';
import { OFFSCREEN_CARD } from '@/lib/offscreen';
import { cn } from '@/lib/utils';
import { ProductCard } from './product-card';

/**
 * Product cards for sections of other screens (home shelves, a film's related products),
 * which the routes compose. These sections sit below the page's lead content, so the
 * cards' images load lazily and the cards are drawn only as they near the screen.
 */
export function ProductGrid({ products }: { products: readonly ProductSummary[] }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className={cn('min-w-0', OFFSCREEN_CARD)}>
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
