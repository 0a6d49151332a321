import { apiPaths, type AdminHeroSlideList } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminHeroSlideKeys } from './keys';

export function getAdminHeroSlides(signal?: AbortSignal): Promise<AdminHeroSlideList> {
  return api.get<AdminHeroSlideList>(apiPaths.admin.heroSlides.href(), { signal });
}

export const adminHeroSlidesQueryOptions = () =>
  queryOptions({
    queryKey: adminHeroSlideKeys.list(),
    queryFn: ({ signal }) => getAdminHeroSlides(signal),
  });

/** ADM-HERO-01: every slide by order, with its Hebrew texts (the form edits one of them). */
export function useAdminHeroSlides() {
  return useQuery(adminHeroSlidesQueryOptions());
}
