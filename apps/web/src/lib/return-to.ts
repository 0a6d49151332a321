/** The query parameter that names where to go after signing in (`/login?returnTo=/checkout`). */
export const RETURN_TO_PARAM = 'returnTo';

/**
 * The page to go back to, if it is one of this store's own paths; otherwise the fallback.
 * Only a path is accepted (never `//host` or a scheme), so the parameter cannot send a
 * shopper to another site.
 */
export function safeReturnTo(value: string | null | undefined, fallback: string): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const url = new URL(value, 'http://store.invalid');
    if (url.origin !== 'http://store.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
