import type { ProductImage as ProductImageData } from '@marquee/contracts';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/lib/utils';

interface ProductImageProps {
  image: ProductImageData | null | undefined;
  fallbackAlt: string;
  noImageLabel: string;
  /** Above-the-fold images load eagerly with high priority; the rest lazily. */
  priority?: boolean;
  sizes?: string;
  className?: string;
}

export function ProductImage({
  image,
  fallbackAlt,
  noImageLabel,
  priority = false,
  sizes,
  className,
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
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
    <img
      src={image.url}
      alt={image.alt || fallbackAlt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn('bg-zinc-100 object-cover', className)}
    />
  );
}
