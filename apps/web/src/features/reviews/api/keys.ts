/**
 * The signed-in customer's own reviews (issue 29): personal, so never written into a
 * server-rendered page (ssr/shared-queries.ts) and forgotten when the session changes.
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  /** The customer's review of one product and whether they may write one. */
  own: (productId: number) => ['reviews', 'own', productId] as const,
};
