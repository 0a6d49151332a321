import { createQueryKeys } from '@/lib/query-keys';

/**
 * The admin's Dream Box: the monthly price and the category lists. All under the 'admin' domain,
 * so sign-out drops them (features/auth/api/session-cache.ts).
 */
export const adminDreamBoxKeys = {
  ...createQueryKeys('admin', 'dream-box'),
  price: () => ['admin', 'dream-box', 'price'] as const,
};
