import { escapeHtml } from '../lib/html.js';

export interface PageMeta {
  title: string;
  description: string;
  image?: string | undefined;
  /** Comma-separated keywords (custom pages' seo_keywords, CP-12). */
  keywords?: string | undefined;
  /** Canonical URL; left out for pages that do not exist. */
  url?: string | undefined;
  type?: 'website' | 'product' | 'article';
  /** The page's largest image, drawn by the web app with these `sizes`; preloaded from the HTML. */
  leadImage?: LeadImage | undefined;
}

export interface LeadImage {
  src: string;
  sizes: string;
  /** A bitmap's own width (the web app offers no wider copies). */
  intrinsicWidth?: number | undefined;
}

/** Plain text of at most `max` characters, cut at a word, for meta descriptions. */
export function summarize(text: string, max = 160): string {
  const plain = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

export function metaTags(meta: PageMeta): string {
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="Marquee" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
  ];
  if (meta.url) {
    tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
    tags.push(`<meta property="og:url" content="${escapeHtml(meta.url)}" />`);
  }
  if (meta.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  return tags.join('\n    ');
}

const SEO_BLOCK = /<!--seo:start-->[\s\S]*?<!--seo:end-->/;

export function injectMeta(html: string, meta: PageMeta): string {
  // A function replacer: titles may contain `$&` or `$'`, which a replacement string would expand.
  return html.replace(SEO_BLOCK, () => `<!--seo:start-->\n    ${metaTags(meta)}\n    <!--seo:end-->`);
}
