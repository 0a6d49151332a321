import type { ProductSummary } from '@marquee/contracts';
import { OFFSCREEN_CARD } from '@/lib/offscreen';
import { cn } from '@/lib/utils';
import { ProductCard } from '../product-card';
import type { FiltersOpen } from './product-listing';

const PRIORITY_COUNT = 4;

/** 2/3/4 columns beside the open filter panel, up to 5 when it is closed (SF-CAT-08). */
const columns = {
  open: 'md:grid-cols-3 xl:grid-cols-4',
  closed: 'sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  // Closed below 1024 px and open from there, as the panel is before the browser decides.
  byWidth: 'sm:grid-cols-3 xl:grid-cols-4',
};

export function ListingGrid({
  products,
  filtersOpen,
}: {
  products: readonly ProductSummary[];
  filtersOpen: FiltersOpen;
}) {
  return (
    <ul
      className={cn(
        'grid grid-cols-2 gap-3 sm:gap-5',
        filtersOpen === null ? columns.byWidth : filtersOpen ? columns.open : columns.closed,
      )}
    >
      {products.map((product, index) => (
        <li key={product.id} className={cn('min-w-0', index >= PRIORITY_COUNT && OFFSCREEN_CARD)}>
          <ProductCard product={product} priority={index < PRIORITY_COUNT} />
        </li>
      ))}
    </ul>
  );
}
