import type { ReactNode } from 'react';

interface ProductShelfProps {
  id: string;
  title: string;
  description?: string | undefined;
  /** The shelf's product cards (from the catalogue feature, composed by the home route). */
  children: ReactNode;
}

/** A titled block of product cards: Best Sellers and each home section. */
export function ProductShelf({ id, title, description, children }: ProductShelfProps) {
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
      {children}
    </section>
  );
}
