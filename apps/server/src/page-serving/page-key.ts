import { DEFAULT_LANGUAGE, findPage, isLanguageCode } from '@marquee/contracts';

/** What a page is rendered from: one rendering per distinct value, whatever else the request carried. */
export interface PageInputs {
  /** The path and only the query parameters the page reads (`paths` in contracts), in canonical order. */
  url: string;
  language: string;
  /** A currency the store has; anything else renders as the base currency, as the browser shows it. */
  currency: string | undefined;
  /** The page cache's key; null for a page that passes its whole query on (never cached). */
  cacheKey: string | null;
}

/**
 * Normalises a page request so that junk cannot multiply renders or cached copies: `/?a=1`,
 * `/?a=2` and a `marquee_lang=xx` cookie are the home page in English. The page is then
 * rendered from exactly these inputs, so the cached copy is what any request with the same key
 * would have rendered.
 */
export function pageInputs(
  rawUrl: string,
  cookies: { language: string | undefined; currency: string | undefined },
  knownCurrencies: ReadonlySet<string>,
): PageInputs {
  const queryStart = rawUrl.indexOf('?');
  const pathname = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  const language = isLanguageCode(cookies.language) ? cookies.language : DEFAULT_LANGUAGE;
  const currency = cookies.currency && knownCurrencies.has(cookies.currency) ? cookies.currency : undefined;
  const reads = findPage(pathname)?.search ?? [];
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
