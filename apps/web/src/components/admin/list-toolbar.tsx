import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';

/** How long typing must pause before the list searches. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListToolbarProps {
  /** The search text in the URL (useListState's `q`). */
  search: string;
  onSearch: (q: string) => void;
  /** The search box's label, e.g. "Search products". */
  searchLabel: string;
  searchPlaceholder?: string;
  /** The server's message about `q` (a 400 naming the field). */
  searchError?: string | undefined;
  /** Filters (selects, switches) shown beside the search box. */
  filters?: ReactNode;
  /** Buttons at the end, e.g. "Add product". */
  actions?: ReactNode;
}

/** The bar above an admin list: a labelled, debounced search box, filter slots and actions. */
export function ListToolbar({
  search,
  onSearch,
  searchLabel,
  searchPlaceholder,
  searchError,
  filters,
  actions,
}: ListToolbarProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(search);
  const sent = useRef(search);

  // Back, Forward or a link changed the URL's search: show it.
  useEffect(() => {
    if (search !== sent.current) {
      sent.current = search;
      setText(search);
    }
  }, [search]);

  useEffect(() => {
    if (text.trim() === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          {searchLabel}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
          />
          <Input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={searchPlaceholder ?? t('kit.searchPlaceholder')}
            aria-invalid={searchError ? true : undefined}
            aria-describedby={searchError ? `${id}-error` : undefined}
            className="ps-9"
            autoComplete="off"
          />
        </div>
        {searchError && (
          <p id={`${id}-error`} className="text-sm text-red-600">
            {searchError}
          </p>
        )}
      </div>
      {filters}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
