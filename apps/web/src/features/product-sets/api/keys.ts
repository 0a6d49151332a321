/** Active product sets shown on a product's page; `all` is invalidated by live events. */
export const productSetKeys = {
  all: ['productSets'] as const,
  forProduct: (productId: number) => ['productSets', 'product', productId] as const,
};
