import { useTranslation } from 'react-i18next';
import { changeLanguage, languages } from '@/lib/i18n';

/**
 * English / עברית as a labelled radio group (native radios: arrow keys move the choice).
 * Choosing switches the interface at once; lib/i18n loads the catalogue on demand, sets
 * <html lang dir> and remembers the choice in localStorage.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-xs font-semibold tracking-wider text-zinc-400 uppercase">
        {t('header.language')}
      </legend>
      <div className="grid grid-cols-2 gap-2">
        {languages.map((language) => (
          <label
            key={language.code}
            className="flex cursor-pointer items-center justify-center gap-2 rounded-xl border border-white/15 bg-white/5 px-4 py-3 text-base font-medium text-white transition-colors hover:bg-white/10 has-checked:border-primary has-checked:bg-primary/25 has-focus-visible:ring-2 has-focus-visible:ring-accent"
          >
            <input
              type="radio"
              name="language"
              value={language.code}
              checked={current === language.code}
              onChange={() => void changeLanguage(language.code)}
              className="sr-only"
            />
            {/* Native names, each in its own language so screen readers pronounce it right. */}
            <span lang={language.code} dir={language.direction}>
              {language.nativeName}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
