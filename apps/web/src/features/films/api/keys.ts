import { createQueryKeys } from '@/lib/query-keys';

export const filmKeys = {
  ...createQueryKeys('films'),
  products: (id: number) => ['films', 'detail', id, 'products'] as const,
};
