import { preferenceCookies } from '@marquee/contracts';

type Preference = keyof typeof preferenceCookies;

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * The shopper's remembered choices (currency, language) live in cookies rather than
 * localStorage so the server renders the page in them; the browser's first render must
 * match the server's HTML.
 */
export function readPreference(preference: Preference): string | null {
  if (typeof document === 'undefined') return null;
  const prefix = `${preferenceCookies[preference]}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  if (!entry) return null;
  try {
    return decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return null;
  }
}

export function writePreference(preference: Preference, value: string): void {
  document.cookie = `${preferenceCookies[preference]}=${encodeURIComponent(value)}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}
