import sanitizeHtml from 'sanitize-html';

/**
 * Prefixed to every `id` and anchor `name` in page HTML, as GitHub does (decision 060): the
 * page's HTML sits in the same document as the app's own elements (`#root`, `#marquee-state`,
 * `#marquee-boot`), which are found by id, so a page must not be able to take one of their ids.
 */
export const USER_CONTENT_PREFIX = 'user-content-';

const prefixed = (value: string) => (value.startsWith(USER_CONTENT_PREFIX) ? value : `${USER_CONTENT_PREFIX}${value}`);

/** Prefixes ids and names, and the in-page links (`href="#x"`) that point at them. */
function prefixIds(tagName: string, attribs: sanitizeHtml.Attributes) {
  const next = { ...attribs };
  if (next.id) next.id = prefixed(next.id);
  if (next.name) next.name = prefixed(next.name);
  if (next.href?.startsWith('#') && next.href.length > 1) next.href = `#${prefixed(next.href.slice(1))}`;
  return { tagName, attribs: next };
}

/** The only data: image sources kept: base64 PNG, JPEG, GIF or WebP (no data:text/html, no SVG). */
const RASTER_DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/=]*$/i;

/** False for a data: source of any other type. Browsers ignore whitespace and control characters in a URL: so does this. */
function keptDataSource(src: string): boolean {
  const compact = [...src].filter((char) => char.charCodeAt(0) > 0x20).join('');
  return !/^data:/i.test(compact) || RASTER_DATA_IMAGE.test(compact);
}

/**
 * The allow-list for admin-authored page HTML: formatting, lists, tables, links and
 * images survive; scripts, event handlers, inline styles, iframes and javascript: URLs do not.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    '*': ['id'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images over https only: the CSP's img-src blocks plain http (decision 057). data: only for
  // raster images (the img transform below drops any other data: source).
  allowedSchemesByTag: { img: ['https', 'data'] },
  allowProtocolRelative: false,
  transformTags: {
    // A link that opens a new tab must not hand the page a window.opener.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
    img: (tagName, attribs) => {
      const next: sanitizeHtml.Attributes = { ...attribs, loading: 'lazy' };
      if (next.src !== undefined && !keptDataSource(next.src)) delete next.src;
      return { tagName, attribs: next };
    },
    // Runs after the tag's own transform, on every element.
    '*': prefixIds,
  },
};

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}
