import type { ProductSummary } from '@marquee/contracts';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { ProductCard } from './product-card';

/** Cards above the fold on most screens; their images load eagerly. */
const PRIORITY_COUNT = 4;
const gridClass = 'grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4';

export function ProductGrid({ products }: { products: readonly ProductSummary[] }) {
  return (
    <ul className={gridClass}>
      {products.map((product, index) => (
        <li
          key={product.id}
          // Cards past the first few are laid out and painted only as they near the screen.
          className={cn(
            'min-w-0',
            index >= PRIORITY_COUNT && '[contain-intrinsic-size:auto_320px] [content-visibility:auto]',
          )}
        >
          <ProductCard product={product} priority={index < PRIORITY_COUNT} />
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-label={label} className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-2xl bg-white ring-1 ring-zinc-200/70">
          <Skeleton radius="none" className="aspect-square" />
          <div className="grid gap-2 p-4">
            <Skeleton className="h-3 w-1/3" />
            <Skeleton className="h-4 w-4/5" />
            <Skeleton className="h-5 w-1/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
