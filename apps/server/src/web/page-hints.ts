import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { apiPaths, imageVariantFormats, mediaSrcSet } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';
import type { LeadImage } from './seo.js';

/** One entry of Vite's build manifest (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The lazy route module each client route renders (apps/web/src/app/router.tsx). */
const ROUTE_MODULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/films\/?$/, 'src/app/routes/films.tsx'],
  [/^\/film\/[^/]+\/?$/, 'src/app/routes/film.tsx'],
  [/^\/product\/[^/]+\/?$/, 'src/app/routes/product.tsx'],
  [/^\/category\/[^/]+\/?$/, 'src/app/routes/category.tsx'],
  [/^\/products\/?$/, 'src/app/routes/products.tsx'],
  [/^\/cart\/?$/, 'src/app/routes/cart.tsx'],
  [/^\/wishlist\/?$/, 'src/app/routes/wishlist.tsx'],
  [/^\/page\/[^/]+\/?$/, 'src/app/routes/page.tsx'],
  [/^\/custom\/[^/]+\/?$/, 'src/app/routes/custom-page.tsx'],
];

/** English is the fallback language, so its catalogue is needed by every visitor. */
const FALLBACK_CATALOGUE = 'src/locales/en.json';

/** The exact API requests a page's loader starts, so the browser can fetch them with the HTML. */
function apiRequestsFor(pathname: string, search: URLSearchParams): string[] {
  if (pathname === '/') return [apiPaths.home.href(), apiPaths.categories.href()];
  const id = (pattern: RegExp) => pattern.exec(pathname)?.[1];
  const productId = id(/^\/product\/(\d+)\/?$/);
  if (productId) return [apiPaths.product.href(productId)];
  const filmId = id(/^\/film\/(\d+)\/?$/);
  if (filmId) return [apiPaths.film.href(filmId), apiPaths.filmProducts.href(filmId)];
  const categoryId = id(/^\/category\/(\d+)\/?$/);
  // Filters, sort and page in the URL change the listing's query string; only the plain
  // first page is hinted, written in the order the web client's api.get builds it.
  if (categoryId) {
    const listing =
      search.size === 0 ? [apiPaths.products.href({ categoryId, sort: 'newest', page: '1', pageSize: '24' })] : [];
    return [apiPaths.category.href(categoryId), ...listing];
  }
  return [];
}

/**
 * Resource hints for a page's HTML: the route's code, the language catalogue and the API
 * data it will ask for are fetched in parallel with the entry script instead of after it,
 * which removes two round trips from the first render.
 */
export function createPageHints(webDist: string) {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};

  const closure = (key: string, into = new Set<string>()): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  // The entry's own imports are listed by index.html (page-template.ts).
  const entryFiles = closure('index.html');
  const modulesFor = (key: string) => [...closure(key)].filter((file) => !entryFiles.has(file));

  /**
   * `dataInPage`: the server rendered the page and wrote its data into it, so none is fetched.
   * `image` goes first in <head>: the lead image must not queue behind the scripts.
   * `modules` are fetched with the app's entry (page-template.ts).
   */
  return (
    pathname: string,
    search: URLSearchParams,
    leadImage: LeadImage | undefined,
    dataInPage: boolean,
  ): { image: string; data: string; modules: string[] } => {
    const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname));
    const modules = [...modulesFor(FALLBACK_CATALOGUE), ...(route ? modulesFor(route[1]) : [])];
    const data = (dataInPage ? [] : apiRequestsFor(pathname, search)).map(
      (url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(url)}" />`,
    );
    return {
      image: leadImage ? imagePreload(leadImage) : '',
      data: data.join('\n    '),
      modules: modules.map((file) => `/${file}`),
    };
  };
}

/**
 * The lead image's first <picture> source, so the browser fetches the very copy the page
 * will draw; `type` makes a browser without AVIF skip the hint rather than waste a download.
 */
function imagePreload({ src, sizes, intrinsicWidth }: LeadImage): string {
  const [format] = imageVariantFormats;
  const srcSet = mediaSrcSet(src, format, { intrinsicWidth });
  const candidates = srcSet
    ? `type="image/${format}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${candidates} />`;
}
