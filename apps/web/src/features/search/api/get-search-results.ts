import { apiPaths, SEARCH_MIN_LENGTH, type SearchResults } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { searchKeys } from './keys';

/** `language` lets the server match that language's titles and answer with them. */
export function getSearchResults(term: string, language: string, signal?: AbortSignal): Promise<SearchResults> {
  return api.get<SearchResults>(apiPaths.search.href(), { query: { q: term, lang: language }, signal });
}

export const searchResultsQueryOptions = (term: string, language: string) =>
  queryOptions({
    queryKey: searchKeys.results(term, language),
    queryFn: ({ signal }) => getSearchResults(term, language, signal),
    staleTime: 60_000,
    // A failed search is silent (SF-SRCH-11): the cache logs it and the box shows no results.
    retry: false,
  });

/** Runs for a trimmed term of at least 2 characters (SF-SRCH-01, spec D-17). */
export function useSearchResults(term: string, language: string) {
  const trimmed = term.trim();
  return useQuery({ ...searchResultsQueryOptions(trimmed, language), enabled: trimmed.length >= SEARCH_MIN_LENGTH });
}
