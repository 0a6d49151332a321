import { escapeHtml } from '../lib/html.js';
import type { SitemapEntry } from './sitemap-queries.js';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** A sitemap file (`<urlset>`): each address with the day it last changed, when known. */
export function urlsetXml(base: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastModified }) => {
    const lastmod = lastModified ? `<lastmod>${lastModified.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${base}${path}`)}</loc>${lastmod}</url>\n`;
  });
  return `${XML_DECLARATION}\n<urlset xmlns="${NAMESPACE}">\n${urls.join('')}</urlset>\n`;
}

/** A sitemap index (`<sitemapindex>`): the files that hold the addresses. */
export function sitemapIndexXml(base: string, files: string[]): string {
  const sitemaps = files.map((path) => `  <sitemap><loc>${escapeHtml(`${base}${path}`)}</loc></sitemap>\n`);
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${NAMESPACE}">\n${sitemaps.join('')}</sitemapindex>\n`;
}
