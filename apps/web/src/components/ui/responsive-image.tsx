import { imageVariantFormats, mediaSrcSet } from '@marquee/contracts';
import type { ImgHTMLAttributes, Ref } from 'react';

type ManagedAttributes = 'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority';

export interface ResponsiveImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, ManagedAttributes> {
  src: string;
  alt: string;
  /** Intrinsic size (or the box's aspect): the browser reserves the space before the image arrives. */
  width: number;
  height: number;
  /** How wide the image is drawn, e.g. "(min-width: 1024px) 25vw, 50vw"; picks the copy to download. */
  sizes: string;
  /** The page's main image (first hero slide, first product image): loaded at once, first in line. */
  priority?: boolean | undefined;
  /** The widest copy worth offering for this layout, in image pixels. */
  maxWidth?: number | undefined;
  /** The source's own pixel width, when known: a bitmap is never enlarged (an SVG scales freely). */
  intrinsicWidth?: number | undefined;
  ref?: Ref<HTMLImageElement>;
}

/**
 * A media image as AVIF or WebP at the width the layout needs, with the original as the fallback.
 * Images from elsewhere (not under /media) are shown as they are.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  maxWidth,
  intrinsicWidth,
  ...rest
}: ResponsiveImageProps) {
  const loading = priority
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy', decoding: 'async' } as const);
  const img = <img src={src} alt={alt} width={width} height={height} sizes={sizes} {...loading} {...rest} />;
  const sources = imageVariantFormats.map((format) => ({
    format,
    srcSet: mediaSrcSet(src, format, { maxWidth, intrinsicWidth }),
  }));
  if (sources.some((source) => source.srcSet === null)) return img;
  return (
    // `contents`: the <picture> adds no box, so the <img> keeps its place in the layout.
    <picture className="contents">
      {sources.map(({ format, srcSet }) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet ?? undefined} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
