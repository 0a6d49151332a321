import { createQueryKeys } from '@/lib/query-keys';

export const settingsKeys = {
  all: ['settings'] as const,
  public: () => ['settings', 'public'] as const,
};
export const currencyKeys = createQueryKeys('currencies');
