export const wishlistKeys = {
  all: ['wishlist'] as const,
  current: () => ['wishlist', 'current'] as const,
};
