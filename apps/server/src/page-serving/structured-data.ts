import type { ProductStructuredData } from '@marquee/contracts';
import { jsonLdScript } from '../lib/html.js';

const AVAILABILITY = { inStock: 'https://schema.org/InStock', outOfStock: 'https://schema.org/OutOfStock' } as const;

/**
 * A product page's schema.org Product with its Offer, and its AggregateRating only when published
 * reviews exist (issue 29): search engines read the price in the page's currency, whether it is in
 * stock and its rating from the first HTML. `product.images` and `url` are already absolute.
 */
export function productJsonLd(product: ProductStructuredData, url: string): string {
  return jsonLdScript({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    ...(product.images.length > 0 && { image: product.images }),
    sku: product.sku,
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: product.priceCurrency,
      availability: product.inStock ? AVAILABILITY.inStock : AVAILABILITY.outOfStock,
    },
    ...(product.rating && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating.value,
        reviewCount: product.rating.count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
  });
}
