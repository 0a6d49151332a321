import { SEARCH_MIN_LENGTH } from '@marquee/contracts';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCurrency } from '@/lib/currency';
import { cn } from '@/lib/utils';
import { useSearchResults } from '../api/get-search-results';
import { toSearchItems, type SearchItem } from './search-items';
import { SearchResultsList } from './search-results-list';

/** Wait for a pause in typing before searching. */
const DEBOUNCE_MS = 250;

/**
 * The header search box (SF-SRCH): an ARIA combobox whose listbox opens from 2 trimmed
 * characters (spec D-17). The store's shell places it in the header's search slot.
 */
export function SearchBox({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const { formatPrice } = useCurrency();
  const navigate = useNavigate();
  const inputId = useId();
  const listboxId = useId();
  const containerRef = useRef<HTMLFormElement>(null);
  const [text, setText] = useState('');
  const [sentTerm, setSentTerm] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const term = text.trim();
  const longEnough = term.length >= SEARCH_MIN_LENGTH;
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The debounced term ('' below 2 characters), searched in the shopper's language: Hebrew
  // titles match and come back in Hebrew.
  const search = useSearchResults(sentTerm, language.slice(0, 2));

  useEffect(() => {
    const next = longEnough ? term : '';
    const timer = window.setTimeout(() => setSentTerm(next), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [term, longEnough]);

  // Clicking outside closes the dropdown (SF-SRCH-09).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const settled = sentTerm === term && longEnough;
  // A failed search leaves no data: the box says no results (SF-SRCH-11, logged by the cache).
  const results = search.data;
  const items = useMemo<SearchItem[]>(
    () =>
      settled && results
        ? toSearchItems(results, { language, formatPrice, film: t('search.film'), page: t('search.page') })
        : [],
    [settled, results, language, formatPrice, t],
  );
  const searching = longEnough && (!settled || search.isFetching);
  const expanded = open && longEnough;
  const showList = expanded && !searching && items.length > 0;

  const reset = () => {
    setText('');
    setOpen(false);
    setActiveIndex(-1);
  };

  // Choosing a result navigates to it and clears the box (SF-SRCH-10).
  const choose = (item: SearchItem) => {
    reset();
    void navigate(item.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      if (expanded) setOpen(false);
      else setText('');
      setActiveIndex(-1);
      event.preventDefault();
      return;
    }
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!expanded) setOpen(true);
      if (items.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + items.length + (index < 0 && step < 0 ? 1 : 0)) % items.length);
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const item = items[activeIndex];
      if (showList && item) choose(item);
    }
  };

  const activeItem = showList ? items[activeIndex] : undefined;

  return (
    <form
      ref={containerRef}
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('header.search')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
      />
      <input
        id={inputId}
        type="search"
        name="q"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listboxId : undefined}
        aria-activedescendant={activeItem ? `${listboxId}-${activeItem.key}` : undefined}
        autoComplete="off"
        maxLength={100}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
        placeholder={t('header.searchPlaceholder')}
        className="h-10 w-full rounded-full border border-white/10 bg-white/10 ps-9 pe-10 text-base text-white placeholder:text-zinc-400 transition-colors outline-none hover:bg-white/15 focus-visible:border-accent focus-visible:bg-white/15 focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm [&::-webkit-search-cancel-button]:appearance-none"
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            reset();
            document.getElementById(inputId)?.focus();
          }}
          className="absolute end-1.5 top-1/2 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-full text-zinc-300 hover:bg-white/10 hover:text-white focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{t('search.clear')}</span>
        </button>
      )}

      {expanded && (
        <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-2xl bg-white text-zinc-900 shadow-xl ring-1 ring-zinc-200">
          {searching ? (
            <p role="status" className="flex items-center gap-2 px-4 py-3 text-sm text-zinc-600">
              <Spinner size="sm" />
              {t('search.searching')}
            </p>
          ) : items.length === 0 ? (
            <p role="status" className="px-4 py-3 text-sm text-zinc-600">
              {t('search.noResults', { term })}
            </p>
          ) : (
            <SearchResultsList
              id={listboxId}
              items={items}
              activeKey={activeItem?.key}
              onChoose={choose}
              onHover={(item) => setActiveIndex(items.indexOf(item))}
            />
          )}
        </div>
      )}
    </form>
  );
}
