import { createQueryKeys } from '@/lib/query-keys';

/** The admin's films: lists by page, sort and search; one film; one film's hero fields. */
export const adminFilmKeys = {
  ...createQueryKeys('admin', 'films'),
  hero: (id: number) => ['admin-films', 'hero', id] as const,
};
