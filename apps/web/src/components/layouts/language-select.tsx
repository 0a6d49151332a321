import { ChevronDown, Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguageCode } from '@marquee/contracts';
import { changeLanguage, languages } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/**
 * A compact, labelled language picker for a dark header (the admin's): a native select, so the
 * keyboard, screen readers and phones handle it. Choosing switches the texts and the direction at
 * once and is remembered in the same cookie as the storefront's switch (decision 098).
 */
export function LanguageSelect({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className={cn('relative flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('header.language')}
      </label>
      <Languages aria-hidden="true" className="pointer-events-none absolute start-2.5 size-4 text-zinc-400" />
      <select
        id={id}
        value={current}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void changeLanguage(event.target.value);
        }}
        className="h-9 appearance-none rounded-lg border border-white/15 bg-white/5 ps-8 pe-8 text-sm font-medium text-white outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-accent [&>option]:text-zinc-900"
      >
        {languages.map((language) => (
          // Each name in its own language, so screen readers pronounce it right.
          <option key={language.code} value={language.code} lang={language.code}>
            {language.nativeName}
          </option>
        ))}
      </select>
      <ChevronDown aria-hidden="true" className="pointer-events-none absolute end-2.5 size-4 text-zinc-400" />
    </div>
  );
}
