import type { ProductSummary } from '@marquee/contracts';
import { cn } from '@/lib/utils';
import { ProductCard } from '../product-card';

const PRIORITY_COUNT = 4;

/** 2/3/4 columns beside the open filter panel, up to 5 when it is closed (SF-CAT-08). */
export function ListingGrid({ products, filtersOpen }: { products: readonly ProductSummary[]; filtersOpen: boolean }) {
  return (
    <ul
      className={cn(
        'grid grid-cols-2 gap-3 sm:gap-5',
        filtersOpen ? 'md:grid-cols-3 xl:grid-cols-4' : 'sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
      )}
    >
      {products.map((product, index) => (
        <li key={product.id} className="min-w-0">
          <ProductCard product={product} priority={index < PRIORITY_COUNT} />
        </li>
      ))}
    </ul>
  );
}
