import { imageVariantFormats, mediaSrcSet, type LeadImage } from '@marquee/contracts';
import { escapeHtml } from '../lib/html.js';

/**
 * The lead image's first <picture> source, so the browser fetches the very copy the page
 * will draw; `type` makes a browser without AVIF skip the hint rather than waste a download.
 * It goes first in <head>: the lead image must not queue behind the scripts.
 */
export function leadImagePreload({ src, sizes, intrinsicWidth }: LeadImage): string {
  // The first hero slide's image is admin text: only a site path or a web address is preloaded.
  if (!/^(\/(?![/\\])|https?:\/\/)/i.test(src.trim())) return '';
  const [format] = imageVariantFormats;
  const srcSet = mediaSrcSet(src, format, { intrinsicWidth });
  const candidates = srcSet
    ? `type="image/${format}" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}"`
    : `href="${escapeHtml(src)}"`;
  return `<link rel="preload" as="image" fetchpriority="high" ${candidates} />`;
}
