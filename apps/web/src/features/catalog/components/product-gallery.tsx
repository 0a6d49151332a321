import type { ProductImage as ProductImageData } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { ProductImage } from '@/components/ui/product-image';

interface ProductGalleryProps {
  images: readonly ProductImageData[];
  title: string;
}

/** Main image with thumbnails. The carousel and lightbox of SF-PROD-05/06 build on this. */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState(0);
  const current = images[selected] ?? images[0];

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-zinc-100 ring-1 ring-zinc-200">
        <ProductImage
          image={current}
          fallbackAlt={title}
          noImageLabel={t('product.noImage')}
          priority
          sizes="(min-width: 1024px) 50vw, 100vw"
          className="size-full"
        />
        {images.length > 1 && (
          <span className="absolute end-3 bottom-3 rounded-full bg-zinc-950/70 px-2.5 py-1 text-xs font-medium text-white">
            {t('product.imageCounter', { index: selected + 1, total: images.length })}
          </span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="scrollbar-none -m-1 flex gap-2 overflow-x-auto p-1">
          {images.map((image, index) => (
            <li key={`${image.url}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-label={t('product.showImage', { index: index + 1, total: images.length })}
                aria-pressed={index === selected}
                className={cn(
                  'block size-16 overflow-hidden rounded-xl ring-2 transition sm:size-20',
                  index === selected ? 'ring-primary' : 'ring-transparent opacity-70 hover:opacity-100',
                )}
              >
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
