import { apiPaths, type FilmSummary } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filmKeys } from './keys';

export function getFilms(signal?: AbortSignal): Promise<FilmSummary[]> {
  return api.get<FilmSummary[]>(apiPaths.films.href(), { signal });
}

export const filmsQueryOptions = () =>
  queryOptions({
    queryKey: filmKeys.list(),
    queryFn: ({ signal }) => getFilms(signal),
    staleTime: 60_000,
  });

export function useFilms() {
  return useQuery(filmsQueryOptions());
}
