/**
 * The signed-in customer's own account: profile, password change, devices, orders and the
 * Dream Box. Personal: never in the server-rendered allow-list (ssr/shared-queries.ts). The
 * Orders and Dream Box tabs use the same factory, so one `all` clears everything of the
 * account when the session ends.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => ['account', 'profile'] as const,
  passwordStatus: () => ['account', 'password'] as const,
  /** Whether this session proved its owner recently (issue 27 point 4). */
  reauth: () => ['account', 'reauth'] as const,
  sessions: () => ['account', 'sessions'] as const,
  /** Every page of the order list (to invalidate them together). */
  orderLists: () => ['account', 'orders'] as const,
  orders: (page: number) => ['account', 'orders', page] as const,
  order: (orderNumber: string) => ['account', 'order', orderNumber] as const,
  subscription: () => ['account', 'subscription'] as const,
};
