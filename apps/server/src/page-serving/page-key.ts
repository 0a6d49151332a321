import { findPage, splitLanguagePath, type LanguageCode } from '@marquee/contracts';

/** What a page is rendered from: one rendering per distinct value, whatever else the request carried. */
export interface PageInputs {
  /**
   * The path (with its language prefix, `/he/…`) and only the query parameters the page reads
   * (`paths` in contracts), in canonical order.
   */
  url: string;
  /** The address's language (decision 099): the prefix decides, never a cookie. */
  language: LanguageCode;
  /** A currency the store has; anything else renders as the base currency, as the browser shows it. */
  currency: string | undefined;
  /** The page cache's key; null for a page that passes its whole query on (never cached). */
  cacheKey: string | null;
}

/**
 * Normalises a page request so that junk cannot multiply renders or cached copies: `/?a=1`,
 * `/?a=2` and a `marquee_lang=he` cookie are the home page in English; `/he?a=1` is it in Hebrew. The page is then
 * rendered from exactly these inputs, so the cached copy is what any request with the same key
 * would have rendered.
 */
export function pageInputs(
  rawUrl: string,
  cookies: { currency: string | undefined },
  knownCurrencies: ReadonlySet<string>,
): PageInputs {
  const queryStart = rawUrl.indexOf('?');
  const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const { language, url: pagePath } = splitLanguagePath(pathname);
  const currency = cookies.currency && knownCurrencies.has(cookies.currency) ? cookies.currency : undefined;
  const reads = findPage(pagePath)?.search ?? [];
  if (reads === 'any') return { url: rawUrl, language, currency, cacheKey: null };

  // Kept as sent (encoding and all) and sorted by name: the page reads values, not their order.
  const query = queryStart === -1 ? '' : rawUrl.slice(queryStart + 1);
  const kept = query
    .split('&')
    .map((pair) => ({ pair, name: decodedName(pair) }))
    .filter(({ pair, name }) => pair !== '' && name !== null && reads.includes(name))
    .sort((a, b) => (a.name! < b.name! ? -1 : a.name! > b.name! ? 1 : 0))
    .map(({ pair }) => pair);
  const url = kept.length > 0 ? `${pathname}?${kept.join('&')}` : pathname;
  return { url, language, currency, cacheKey: `${language}|${currency ?? ''}|${url}` };
}

function decodedName(pair: string): string | null {
  const name = pair.split('=', 1)[0]!.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(name);
  } catch {
    return null;
  }
}
