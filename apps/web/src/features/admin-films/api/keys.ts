import { createQueryKeys } from '@/lib/query-keys';

/**
 * The admin's films: lists by page, sort and search; one film; one film's hero fields. All under
 * the 'admin' domain, so sign-out drops them (features/auth/api/session-cache.ts).
 */
export const adminFilmKeys = {
  ...createQueryKeys('admin', 'films'),
  hero: (id: number) => ['admin', 'films', 'hero', id] as const,
};
