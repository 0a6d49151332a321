import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchSource } from '@/components/layouts/search-box';
import { useSearchResults } from './api/get-search-results';

/** Feeds the header's search box: it reports the debounced term, this answers with results. */
export function useHeaderSearch(): SearchSource {
  const [term, setTerm] = useState('');
  // The shopper's language: Hebrew titles match and come back in Hebrew.
  const { i18n } = useTranslation();
  const query = useSearchResults(term, (i18n.resolvedLanguage ?? i18n.language).slice(0, 2));
  // A failed search leaves `data` empty: the box says no results (SF-SRCH-11, logged by the cache).
  return useMemo(
    () => ({ results: query.data, isSearching: query.isFetching, onTermChange: setTerm }),
    [query.data, query.isFetching],
  );
}
