import { apiPaths, type FilmDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { filmKeys } from './keys';

export function getFilm(id: number, signal?: AbortSignal): Promise<FilmDetail> {
  return api.get<FilmDetail>(apiPaths.film.href(id), { signal });
}

export const filmQueryOptions = (id: number) =>
  queryOptions({
    queryKey: filmKeys.detail(id),
    queryFn: ({ signal }) => getFilm(id, signal),
    // The route loader already asked; a 404 is final, so the page does not ask again.
    retryOnMount: false,
  });

export function useFilm(id: number) {
  return useQuery(filmQueryOptions(id));
}
