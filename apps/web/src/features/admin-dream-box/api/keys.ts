import { createQueryKeys } from '@/lib/query-keys';

/** The admin's Dream Box: the monthly price and the category lists. */
export const adminDreamBoxKeys = {
  ...createQueryKeys('admin', 'dream-box'),
  price: () => ['admin-dream-box', 'price'] as const,
};
