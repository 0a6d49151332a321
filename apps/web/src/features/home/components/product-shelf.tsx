import type { ProductSummary } from '@marquee/contracts';
import type { ReactNode } from 'react';

interface ProductShelfProps {
  id: string;
  title: string;
  description?: string | undefined;
  products: readonly ProductSummary[];
  /** Product cards come from the catalogue feature; the route passes them in. */
  renderProducts: (products: readonly ProductSummary[]) => ReactNode;
}

/** A titled block of product cards: Best Sellers and each home section. Hidden when empty. */
export function ProductShelf({ id, title, description, products, renderProducts }: ProductShelfProps) {
  if (products.length === 0) return null;
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <div>
        <h2 id={titleId} className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl">
          {/* Section texts are admin data in any language: <bdi> keeps their punctuation in place under RTL. */}
          <bdi>{title}</bdi>
        </h2>
        {description && (
          <p className="mt-1 text-sm text-zinc-500">
            <bdi>{description}</bdi>
          </p>
        )}
      </div>
      {renderProducts(products)}
    </section>
  );
}
