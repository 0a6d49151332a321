/**
 * Resized copies of media images (issue 3): `/img/<width>/<format>/<path under /media>`, e.g.
 * `/img/480/avif/demo/products/tee/1.svg` is /media/demo/products/tee/1.svg, 480 px wide, as AVIF.
 * Plain constants (no zod), so the web app's entry can build these URLs cheaply.
 */
export const IMAGE_VARIANT_PREFIX = '/img';

/**
 * The only widths served, so the cache stays bounded and every layout shares the same files:
 * thumbnails (160), cards and posters (320, 480), the product carousel (640, 960), banners and the
 * lightbox (1280, 1920).
 */
export const imageVariantWidths = [160, 320, 480, 640, 960, 1280, 1920] as const;
export type ImageVariantWidth = (typeof imageVariantWidths)[number];

/** Best first: a <picture> lists its sources in this order. */
export const imageVariantFormats = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof imageVariantFormats)[number];

const MEDIA_PREFIX = '/media/';
/** What the server resizes; GIFs keep their animation by staying as they are. */
const RESIZABLE = /\.(svg|png|jpe?g|webp|avif)$/i;

/**
 * The path under /media of an image the server can make variants of, or null for anything else
 * (images on other sites, data: URLs, GIFs), which is shown as it is.
 */
export function mediaPathOf(src: string): string | null {
  if (!src.startsWith(MEDIA_PREFIX)) return null;
  const [pathname = ''] = src.split(/[?#]/, 1);
  return RESIZABLE.test(pathname) ? pathname.slice(MEDIA_PREFIX.length) : null;
}

/** `/img/<width>/<format>/<path>`: the server's resized copy (apps/server/src/modules/images). */
/** A path under /media as URL text, each segment escaped: a space or comma would otherwise split a srcset entry. */
export const escapeMediaPath = (mediaPath: string) => mediaPath.split('/').map(encodeURIComponent).join('/');

export function imageVariantUrl(mediaPath: string, width: ImageVariantWidth, format: ImageVariantFormat): string {
  return `${IMAGE_VARIANT_PREFIX}/${width}/${format}/${escapeMediaPath(mediaPath)}`;
}

export interface VariantWidthOptions {
  /** The widest the layout ever needs (CSS px times the densest screen worth serving). */
  maxWidth?: number | undefined;
  /** The source's own width, when it is a bitmap: it is never enlarged, so wider entries are pointless. */
  rasterWidth?: number | undefined;
}

/** The allowed widths worth listing in a srcset. */
export function variantWidths({ maxWidth, rasterWidth }: VariantWidthOptions = {}): ImageVariantWidth[] {
  const cap = Math.min(maxWidth ?? Infinity, rasterWidth ?? Infinity);
  const widths = imageVariantWidths.filter((w) => w < cap);
  // One entry at or above the cap, so the widest useful copy is always on offer.
  const top = imageVariantWidths.find((w) => w >= cap);
  if (top !== undefined) widths.push(top);
  return widths;
}

export function imageSrcSet(mediaPath: string, format: ImageVariantFormat, widths: readonly ImageVariantWidth[]) {
  return widths.map((w) => `${imageVariantUrl(mediaPath, w, format)} ${w}w`).join(', ');
}

/** A media image's srcset for one format, as the web app's <picture> lists it; null when it has no variants. */
export function mediaSrcSet(
  src: string,
  format: ImageVariantFormat,
  { maxWidth, intrinsicWidth }: { maxWidth?: number | undefined; intrinsicWidth?: number | undefined } = {},
): string | null {
  const mediaPath = mediaPathOf(src);
  if (!mediaPath) return null;
  const vector = /\.svg$/i.test(mediaPath);
  return imageSrcSet(mediaPath, format, variantWidths({ maxWidth, rasterWidth: vector ? undefined : intrinsicWidth }));
}

/**
 * `sizes` of the images that are a page's largest paint. The web components draw them with these
 * and the server preloads the same copy from the page's HTML (apps/server/src/page-serving/lead-image.ts), so the two
 * must agree to the character.
 */
export const imageSizes = {
  /** The 600 px tall box crops the 8:3 artwork: it is drawn about 1600 CSS px wide on every screen. */
  heroSlide: '1600px',
  productGallery: '(min-width: 1024px) 32vw, (min-width: 640px) 64vw, 100vw',
  /** object-cover of the 8:3 artwork: about twice the box width in the 4:3 phone box, 1.15x in 21:9. */
  filmHero: '(min-width: 1280px) 1400px, (min-width: 640px) 115vw, 200vw',
} as const;
