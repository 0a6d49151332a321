import type { ProductImage } from '@marquee/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

interface ThumbnailProps {
  image: ProductImage | null | undefined;
  /** Used when the image has no alt text of its own. */
  alt: string;
  noImageLabel: string;
  sizes?: string;
  className?: string;
}

/** A product picture in lists (cart lines, wishlist cards), with a placeholder when missing or broken. */
export function Thumbnail({ image, alt, noImageLabel, sizes, className }: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  if (!image || failed) {
    return (
      <div
        role="img"
        aria-label={noImageLabel}
        className={cn('flex items-center justify-center bg-zinc-100 text-zinc-400', className)}
      >
        <ImageOff aria-hidden="true" className="size-6" />
      </div>
    );
  }
  return (
    <img
      src={image.url}
      alt={image.alt || alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-zinc-100 object-cover', className)}
    />
  );
}
