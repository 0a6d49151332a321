/** The current owner's cart (user or guest: the server decides from the cookies). */
export const cartKeys = {
  all: ['cart'] as const,
  current: () => ['cart', 'current'] as const,
};
