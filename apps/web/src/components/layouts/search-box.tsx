import { Search } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** The header search box. Results (SF-SRCH) arrive with the search feature. */
export function SearchBox({ className }: { className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <form role="search" className={cn('relative', className)} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className="sr-only">
        {t('header.search')}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
      />
      <input
        id={id}
        type="search"
        name="q"
        autoComplete="off"
        placeholder={t('header.searchPlaceholder')}
        className="h-10 w-full rounded-full border border-white/10 bg-white/10 ps-9 pe-4 text-base text-white placeholder:text-zinc-400 transition-colors outline-none hover:bg-white/15 focus-visible:border-accent focus-visible:bg-white/15 focus-visible:ring-2 focus-visible:ring-accent/40 sm:text-sm"
      />
    </form>
  );
}
