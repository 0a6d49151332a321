import { apiPaths, type FilmHero } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminFilmKeys } from './keys';

export function getFilmHero(id: number, signal?: AbortSignal): Promise<FilmHero> {
  return api.get<FilmHero>(apiPaths.admin.filmHero.href(id), { signal });
}

export const filmHeroQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminFilmKeys.hero(id), queryFn: ({ signal }) => getFilmHero(id, signal) });

/** ADM-FILM-08: the Hero Editor loads the film's five hero fields. */
export function useFilmHero(id: number) {
  return useQuery(filmHeroQueryOptions(id));
}
