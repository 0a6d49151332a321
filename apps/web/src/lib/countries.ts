import { COUNTRY_CODES } from '@marquee/contracts';

export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, CountryOption[]>();

/** The countries sorted by their name in `locale`. */
export function countryOptions(locale: string): CountryOption[] {
  let options = cache.get(locale);
  if (!options) {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
    } catch {
      names = undefined;
    }
    const collator = new Intl.Collator(locale);
    options = COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
    cache.set(locale, options);
  }
  return options;
}

/** A country code in `locale` (`IL` -> `Israel`); the code itself for one the store does not list. */
export const countryName = (code: string, locale: string) =>
  countryOptions(locale).find((country) => country.code === code.toUpperCase())?.name ?? code;
