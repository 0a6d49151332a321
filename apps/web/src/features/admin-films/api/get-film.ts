import { apiPaths, type AdminFilm } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFilmKeys } from './keys';

export function getAdminFilm(id: number, signal?: AbortSignal): Promise<AdminFilm> {
  return api.get<AdminFilm>(apiPaths.admin.film.href(id), { signal });
}

export const adminFilmQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminFilmKeys.detail(id), queryFn: ({ signal }) => getAdminFilm(id, signal) });

/** The film the form edits (`?edit=<id>`); nothing is fetched without an id. */
export function useAdminFilm(id: number | null) {
  return useQuery({ ...adminFilmQueryOptions(id ?? 0), enabled: id !== null });
}
