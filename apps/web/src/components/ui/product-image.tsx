import type { ProductImage as ProductImageData } from '@marquee/contracts';
import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useImageFailureRef } from '@/hooks/use-image-failure';
import { cn } from '@/lib/utils';
import { ResponsiveImage } from './responsive-image';

interface ProductImageProps {
  image: ProductImageData | null | undefined;
  fallbackAlt: string;
  noImageLabel: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
  /** How wide the image is drawn (the srcset picks the copy from it). */
  sizes: string;
  /** The widest copy worth offering here, in image pixels (small thumbnails need no 1920 px copy). */
  maxWidth?: number;
  className?: string;
}

export function ProductImage({
  image,
  fallbackAlt,
  noImageLabel,
  priority = false,
  sizes,
  maxWidth,
  className,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => setFailed(true), []);
  const failureRef = useImageFailureRef(fail);
  if (!image || failed) {
    return (
      <div
        role="img"
        aria-label={noImageLabel}
        className={cn('flex items-center justify-center bg-zinc-100 text-zinc-400', className)}
      >
        <ImageOff aria-hidden="true" className="size-8" />
      </div>
    );
  }
  return (
    <ResponsiveImage
      src={image.url}
      alt={image.alt || fallbackAlt}
      width={image.width}
      height={image.height}
      intrinsicWidth={image.width}
      sizes={sizes}
      maxWidth={maxWidth}
      priority={priority}
      ref={failureRef}
      onError={fail}
      className={cn('bg-zinc-100 object-cover', className)}
    />
  );
}
