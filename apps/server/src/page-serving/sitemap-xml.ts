import { languageCodes, localizedUrl } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';
import type { SitemapEntry } from './sitemap-queries.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/**
 * A sitemap file (`<urlset>`): each address in every language (`/product/5`, `/he/product/5`;
 * decision 099), with the day it last changed, when known. The pages name their alternates with
 * hreflang themselves, which keeps each entry here to one short line.
 */
export function urlsetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return languageCodes.map(
      (language) => `  <url><loc>${escapeHtml(`${base}${localizedUrl(language, path)}`)}</loc>${lastmod}</url>\n`,
    );
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${urls.join('')}</urlset>\n`;
}

/** A sitemap index (`<sitemapindex>`): the files that hold the addresses. */
export function sitemapIndexXml(base: string, files: string[]): string {
  const sitemaps = files.map((path) => `  <sitemap><loc>${escapeHtml(`${base}${path}`)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
