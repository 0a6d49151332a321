import { DEFAULT_LANGUAGE, languageCodes, localizedUrl, splitLanguagePath, type PageMeta } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';
import { productJsonLd } from './structured-data.js';

/** The meta tags as written: link-preview addresses made absolute, the canonical URL for pages that exist. */
export interface HeadMeta extends PageMeta {
  /** Canonical URL; left out for pages that do not exist. */
  url?: string | undefined;
  /** The page in each language, and `x-default` (English) for readers of any other (decision 099). */
  alternates?: { hreflang: string; href: string }[] | undefined;
}

/** The web app's meta for this address, its addresses absolute (crawlers and link previews need them). */
export function headMeta(meta: PageMeta, options: { publicUrl: string; pathname: string; exists: boolean }): HeadMeta {
  const absolute = (src: string | undefined) => (src ? webAddress(src, options.publicUrl) : undefined);
  const base = options.publicUrl.replace(/\/$/, '');
  const page = splitLanguagePath(options.pathname).url;
  const { product } = meta;
  return {
    ...meta,
    image: absolute(meta.image),
    url: options.exists ? `${base}${options.pathname}` : undefined,
    alternates: options.exists
      ? [
          ...languageCodes.map((code) => ({ hreflang: code, href: `${base}${localizedUrl(code, page)}` })),
          { hreflang: 'x-default', href: `${base}${localizedUrl(DEFAULT_LANGUAGE, page)}` },
        ]
      : undefined,
    product: product && {
      ...product,
      images: product.images.flatMap((src) => absolute(src) ?? []),
    },
  };
}

/**
 * `src` made absolute against the store's address, if it is a web address at all: admin text
 * (a custom page's banner) may hold anything, and a link preview has no use for a javascript:
 * or data: URL, nor may a malformed one fail the page.
 */
function webAddress(src: string, base: string): string | undefined {
  try {
    const url = new URL(src, base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function metaTags(meta: HeadMeta): string {
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
  for (const { hreflang, href } of meta.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`);
  }
  if (meta.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`);
  if (meta.image) tags.push(`<meta property="og:image" content="${escapeHtml(meta.image)}" />`);
  // A product that exists (a 404 says nothing about one).
  if (meta.product && meta.url) tags.push(productJsonLd(meta.product, meta.url));
  return tags.join('\n    ');
}

const SEO_BLOCK = /<!--seo:start-->[\s\S]*?<!--seo:end-->/;

export function injectMeta(html: string, meta: HeadMeta): string {
  // A function replacer: titles may contain `$&` or `$'`, which a replacement string would expand.
  return html.replace(SEO_BLOCK, () => `<!--seo:start-->\n    ${metaTags(meta)}\n    <!--seo:end-->`);
}
