import sharp, { type Sharp } from 'sharp';
import type { ImageVariantFormat } from '@marquee/contracts';

/** Same quality targets at effort levels measured to keep a 1920 px hero under about half a second. */
const ENCODERS: Record<ImageVariantFormat, (image: Sharp) => Sharp> = {
  // Effort 2: effort 4 saved ~2% of the bytes for 4x the time on the demo artwork.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
};

export const contentTypes: Record<ImageVariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/**
 * The most pixels a variant may take to make: decoded from a bitmap, or drawn from an SVG at the
 * asked width. sharp's own default is 268 MP (over 1 GB as RGBA); 40 MP is a 7200 x 5500 photo,
 * more than any camera upload needs for a 1920 px copy, and 160 MB as RGBA (decision 057).
 */
export const MAX_IMAGE_PIXELS = 40_000_000;

/**
 * The highest density an SVG is drawn at: 32 times its own size (librsvg's 72 dpi x 32). A
 * variant wider than that is drawn there and enlarged as a bitmap.
 */
export const MAX_SVG_DENSITY = 72 * 32;

/** A source too large to resize; its message says how large. */
export class ImageTooLargeError extends Error {}

/** The density (dpi) to draw an SVG `intrinsicWidth` px wide at, for a `width` px variant. */
export function svgDensity(intrinsicWidth: number, width: number): number {
  // librsvg renders SVG at 72 dpi by default: scale the density so the bitmap is `width` wide.
  return Math.min(MAX_SVG_DENSITY, Math.max(1, (72 * width) / intrinsicWidth));
}

/**
 * Encodes `source` at `width` px. A vector source is rasterised at that width (rendered at the
 * matching density, so it is sharp rather than an upscaled bitmap, up to MAX_SVG_DENSITY); a
 * raster source is only ever made smaller, never enlarged beyond its own pixels. A source that
 * would take more than MAX_IMAGE_PIXELS is refused with ImageTooLargeError before it is decoded.
 */
export async function renderVariant(
  source: Buffer,
  options: { width: number; format: ImageVariantFormat; vector: boolean },
): Promise<Buffer> {
  // The header only (for an SVG, its size at 72 dpi): nothing is decoded or drawn yet.
  const { width: intrinsicWidth, height: intrinsicHeight } = await sharp(source, {
    limitInputPixels: false,
  }).metadata();
  let density: number | undefined;
  if (intrinsicWidth && intrinsicHeight) {
    // A vector is drawn and enlarged to `width`; a bitmap is decoded whole, then made smaller.
    const [w, h] = options.vector
      ? [options.width, Math.round((intrinsicHeight * options.width) / intrinsicWidth)]
      : [intrinsicWidth, intrinsicHeight];
    if (w * h > MAX_IMAGE_PIXELS) {
      const what = options.vector ? `This SVG would be drawn at ${w}×${h} pixels` : `This image is ${w}×${h} pixels`;
      throw new ImageTooLargeError(
        `${what} (${((w * h) / 1e6).toFixed(1)} MP); images over ${MAX_IMAGE_PIXELS / 1e6} MP are not resized.`,
      );
    }
    if (options.vector) density = svgDensity(intrinsicWidth, options.width);
  }
  // The limit again, for anything the header did not tell.
  const image = sharp(source, { density, failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate() // EXIF orientation of photos from phones
    .resize({ width: options.width, withoutEnlargement: !options.vector });
  return ENCODERS[options.format](image).toBuffer();
}
