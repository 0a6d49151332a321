import { apiPaths, type AdminFilmList, type AdminFilmListQuery } from '@marquee/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFilmKeys } from './keys';

export function getAdminFilms(query: AdminFilmListQuery, signal?: AbortSignal): Promise<AdminFilmList> {
  return api.get<AdminFilmList>(apiPaths.admin.films.href(), { query: { ...query }, signal });
}

export const adminFilmsQueryOptions = (query: AdminFilmListQuery) =>
  queryOptions({
    queryKey: adminFilmKeys.list(query),
    queryFn: ({ signal }) => getAdminFilms(query, signal),
    placeholderData: keepPreviousData,
  });

/** ADM-FILM-01: the films by display order, then title (the server's default). */
export function useAdminFilms(query: AdminFilmListQuery) {
  return useQuery(adminFilmsQueryOptions(query));
}

const itemsOf = (list: AdminFilmList) => list.items;

/** The same page's films alone, for a CardList (one request: the same query as useAdminFilms). */
export function useAdminFilmRows(query: AdminFilmListQuery) {
  return useQuery({ ...adminFilmsQueryOptions(query), select: itemsOf });
}
