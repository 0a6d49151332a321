import { imageSizes, type ProductImage as ProductImageData } from '@marquee/contracts';
import { Expand } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { ProductImage } from '@/components/ui/product-image';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { GalleryArrows } from './gallery-arrows';
import { arrowKeyStep, slideOffset, useCarouselIndex } from './use-carousel-index';
import { useSwipe } from './use-swipe';

// The lightbox brings the dialog primitives (focus trap, portal): fetched on the first open only.
const GalleryLightbox = lazy(() => import('./gallery-lightbox').then((m) => ({ default: m.GalleryLightbox })));

interface ProductGalleryProps {
  images: readonly ProductImageData[];
  title: string;
}

// The centre slot: the whole width on phones; on wider screens 64% so the neighbours show at the sides.
const centreSlot = 'absolute inset-y-0 start-0 w-full sm:start-[18%] sm:w-[64%]';

/**
 * SF-PROD-05: image carousel. The centre image is large with smaller neighbours at the sides
 * (from the sm breakpoint), previous/next arrows, a "2 / 5" counter, dots on phones, arrow keys
 * and swipe, wrapping at both ends. SF-PROD-06: a click on the centre image opens the lightbox.
 */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const count = images.length;
  const several = count > 1;
  const { index, setIndex, previous, next } = useCarouselIndex(count);
  const [lightboxOpen, setLightboxOpen] = useState(false);
  const [lightboxUsed, setLightboxUsed] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const swipe = useSwipe({ onNext: next, onPrevious: previous, rtl });

  if (count === 0) {
    return (
      <ProductImage
        image={null}
        fallbackAlt={title}
        noImageLabel={t('product.noImage')}
        sizes="100vw"
        className="aspect-square w-full rounded-3xl"
      />
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('product.gallery')}
      className="grid gap-3"
      onKeyDown={(event) => {
        const step = several && !lightboxOpen ? arrowKeyStep(event.key, rtl) : 0;
        if (step === 0) return;
        event.preventDefault();
        if (step > 0) next();
        else previous();
      }}
    >
      <div
        {...swipe}
        className="relative aspect-square touch-pan-y overflow-hidden rounded-3xl select-none sm:aspect-[25/16] sm:rounded-none"
      >
        {images.map((image, i) => {
          const offset = slideOffset(i, index, count);
          const centre = offset === 0;
          const neighbour = Math.abs(offset) === 1;
          return (
            <ResponsiveImage
              key={`${image.url}-${i}`}
              src={image.url}
              alt={centre ? image.alt || title : ''}
              aria-hidden={!centre || undefined}
              width={image.width}
              height={image.height}
              intrinsicWidth={image.width}
              sizes={imageSizes.productGallery}
              // The first image is the page's largest paint; the rest wait until needed.
              priority={i === 0}
              draggable={false}
              // Slides sit side by side; the direction flips in right-to-left pages.
              style={{ '--offset': rtl ? -offset : offset } as CSSProperties}
              className={cn(
                centreSlot,
                'size-full translate-x-[calc(var(--offset)*100%)] bg-zinc-100 object-cover ring-1 ring-zinc-200 transition duration-300 ease-out motion-reduce:transition-none sm:translate-x-[calc(var(--offset)*41%)] sm:rounded-3xl',
                centre && 'z-20',
                neighbour && 'z-10 sm:scale-75 sm:opacity-50',
                !centre && !neighbour && 'invisible opacity-0',
              )}
            />
          );
        })}

        <button
          ref={openerRef}
          type="button"
          onClick={() => {
            setLightboxUsed(true);
            setLightboxOpen(true);
          }}
          aria-label={t('product.openImage', { index: index + 1 })}
          className={cn(
            centreSlot,
            'group z-30 cursor-zoom-in rounded-3xl outline-none focus-visible:ring-4 focus-visible:ring-primary focus-visible:ring-inset',
          )}
        >
          <span className="absolute end-3 top-3 inline-flex size-9 items-center justify-center rounded-full bg-zinc-950/60 text-white opacity-0 transition group-hover:opacity-100 group-focus-visible:opacity-100">
            <Expand aria-hidden="true" className="size-4" />
          </span>
        </button>

        {several && (
          <>
            <GalleryArrows tone="onImage" onPrevious={previous} onNext={next} />
            <p
              aria-live="polite"
              className="absolute bottom-3 left-1/2 z-40 -translate-x-1/2 rounded-full bg-zinc-950/75 px-3 py-1 text-xs font-medium text-white tabular-nums"
            >
              {t('product.imageCounter', { index: index + 1, total: count })}
            </p>
          </>
        )}
      </div>

      {several && (
        // Dots only on phones, where the neighbours are hidden.
        <div className="flex justify-center gap-1 sm:hidden">
          {images.map((image, i) => (
            <button
              key={`${image.url}-${i}`}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={t('product.showImage', { index: i + 1, total: count })}
              aria-current={i === index ? 'true' : undefined}
              className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-2 rounded-full transition-all',
                  i === index ? 'w-5 bg-zinc-900' : 'w-2 bg-zinc-300 group-hover:bg-zinc-500',
                )}
              />
            </button>
          ))}
        </div>
      )}

      {lightboxUsed && (
        <Suspense fallback={null}>
          <GalleryLightbox
            open={lightboxOpen}
            onOpenChange={setLightboxOpen}
            images={images}
            index={index}
            onPrevious={previous}
            onNext={next}
            title={title}
            returnFocusRef={openerRef}
          />
        </Suspense>
      )}
    </section>
  );
}
