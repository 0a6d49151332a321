import { categoryDisplayName, filmTitle, paths, type SearchResults } from '@marquee/contracts';

export type SearchGroupKey = 'products' | 'categories' | 'other';

export interface SearchItem {
  key: string;
  group: SearchGroupKey;
  label: string;
  href: string;
  imageUrl: string | null;
  /** A second line: the price, or what kind of result (film, page). */
  detail: string;
}

interface Labels {
  language: string;
  formatPrice: (cents: number) => string;
  film: string;
  page: string;
}

/**
 * The dropdown's options in display order: Products, Categories, then Other Results
 * (films and published custom pages), each leading where choosing it navigates (SF-SRCH-10).
 */
export function toSearchItems(results: SearchResults, labels: Labels): SearchItem[] {
  return [
    ...results.products.map((p) => ({
      key: `product-${p.id}`,
      group: 'products' as const,
      label: p.title,
      href: paths.product.href(p.id),
      imageUrl: p.image?.url ?? null,
      detail: labels.formatPrice(p.priceCents),
    })),
    ...results.categories.map((c) => ({
      key: `category-${c.id}`,
      group: 'categories' as const,
      label: categoryDisplayName(c, labels.language),
      href: paths.category.href(c.id),
      imageUrl: null,
      detail: '',
    })),
    ...results.films.map((f) => ({
      key: `film-${f.id}`,
      group: 'other' as const,
      label: filmTitle(f, labels.language),
      href: paths.film.href(f.id),
      imageUrl: f.posterUrl,
      detail: labels.film,
    })),
    ...results.pages.map((p) => ({
      key: `page-${p.id}`,
      group: 'other' as const,
      label: p.title,
      href: paths.customPage.href(p.slug),
      imageUrl: null,
      detail: labels.page,
    })),
  ];
}
