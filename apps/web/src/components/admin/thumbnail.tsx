import { imageVariantUrl, mediaPathOf, variantWidths } from '@marquee/contracts';
import { ImageOff, type LucideIcon } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useImageFailureRef } from '@/hooks/use-image-failure';
import { cn } from '@/lib/utils';

interface ThumbnailProps {
  src: string | null | undefined;
  /** '' (the default) when the row's text already names the item. */
  alt?: string | undefined;
  /** The widest the box is drawn, in CSS pixels: the copy asked for is at least twice that. */
  width: number;
  height: number;
  /** What the placeholder says when there is no image or it cannot be shown; 'No image' by default. */
  fallbackLabel?: string | undefined;
  /** Also writes `fallbackLabel` beside the placeholder's icon (a wide box with room for it). */
  showFallbackLabel?: boolean | undefined;
  fallbackIcon?: LucideIcon | undefined;
  /** The box: its size, radius (`size-12 rounded-md`); the image and placeholder both fill it. */
  className: string;
}

/** The smallest resized copy at least twice the drawn width (sharp on dense screens). */
export function thumbnailSrc(src: string, width: number): string {
  const mediaPath = mediaPathOf(src);
  if (!mediaPath) return src;
  const widths = variantWidths({ maxWidth: width * 2 });
  return imageVariantUrl(mediaPath, widths[widths.length - 1] ?? 160, 'webp');
}

/**
 * An admin list's image: one resized WebP copy from /img (a media image) or the address as it is
 * (anything else), and one placeholder for a missing or broken image.
 */
export function Thumbnail({
  src,
  alt = '',
  width,
  height,
  fallbackLabel: givenLabel,
  showFallbackLabel = false,
  fallbackIcon: Icon = ImageOff,
  className,
}: ThumbnailProps) {
  const { t } = useTranslation('admin');
  const fallbackLabel = givenLabel ?? t('kit.noImage');
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const fail = useCallback(() => setBrokenSrc(src ?? null), [src]);
  const failureRef = useImageFailureRef(fail);
  if (!src || brokenSrc === src) {
    return (
      <div
        role="img"
        aria-label={fallbackLabel}
        className={cn('flex shrink-0 items-center justify-center gap-2 bg-zinc-100 text-zinc-500', className)}
      >
        <Icon aria-hidden="true" className="size-5 shrink-0" />
        {showFallbackLabel && (
          <span aria-hidden="true" className="text-xs text-zinc-600">
            {fallbackLabel}
          </span>
        )}
      </div>
    );
  }
  return (
    <img
      ref={failureRef}
      src={thumbnailSrc(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      onError={fail}
      className={cn('shrink-0 bg-zinc-100 object-cover', className)}
    />
  );
}
