import { useMemo, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '@/lib/countries';

interface CountrySelectProps extends Omit<ComponentProps<'select'>, 'className' | 'children'> {
  /** The first option, for no country chosen yet. */
  none: { value: string; label: string };
}

/** A native <select> of the store's countries, named and sorted in the reader's language. */
export function CountrySelect({ none, ...props }: CountrySelectProps) {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);

  return (
    <select
      className="flex h-11 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 shadow-xs outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 sm:text-sm"
      {...props}
    >
      <option value={none.value}>{none.label}</option>
      {countries.map((country) => (
        <option key={country.code} value={country.code}>
          {country.name}
        </option>
      ))}
    </select>
  );
}
