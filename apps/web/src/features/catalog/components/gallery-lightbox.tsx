import type { ProductImage as ProductImageData } from '@marquee/contracts';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { GalleryArrows } from './gallery-arrows';
import { arrowKeyStep } from './use-carousel-index';
import { useSwipe } from './use-swipe';

interface GalleryLightboxProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  images: readonly ProductImageData[];
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  title: string;
  /** The control that opened the lightbox; it gets focus back on close. */
  returnFocusRef: RefObject<HTMLElement | null>;
}

/**
 * SF-PROD-06: the full-screen view of the carousel's image. It shares the carousel's index, so
 * closing it leaves the carousel on the image last viewed. Radix traps focus and closes on Escape;
 * focus goes back to the control that opened it.
 */
export function GalleryLightbox({
  open,
  onOpenChange,
  images,
  index,
  onPrevious,
  onNext,
  title,
  returnFocusRef,
}: GalleryLightboxProps) {
  const { t, i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const swipe = useSwipe({ onNext, onPrevious, rtl });
  const image = images[index];
  const several = images.length > 1;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        fullScreen
        closeLabel={t('common.close')}
        aria-describedby={undefined}
        className="flex flex-col overflow-hidden"
        // Radix returns focus only to a Dialog.Trigger; the opener lives in the carousel instead.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
        onKeyDown={(event) => {
          const step = several ? arrowKeyStep(event.key, rtl) : 0;
          if (step === 0) return;
          event.preventDefault();
          if (step > 0) onNext();
          else onPrevious();
        }}
      >
        <DialogTitle className="truncate px-5 py-5 pe-16 text-base font-medium text-zinc-100">{title}</DialogTitle>
        <div {...swipe} className="relative min-h-0 flex-1 touch-pan-y px-4 select-none sm:px-20">
          {image && (
            <ResponsiveImage
              key={image.url}
              src={image.url}
              alt={image.alt || title}
              width={image.width}
              height={image.height}
              intrinsicWidth={image.width}
              // Full screen: the largest copies, as the lightbox is where shoppers look closely.
              sizes="100vw"
              priority
              draggable={false}
              className="mx-auto size-full object-contain"
            />
          )}
          {several && <GalleryArrows tone="onDark" onPrevious={onPrevious} onNext={onNext} />}
        </div>
        <p aria-live="polite" className="h-16 py-5 text-center text-sm font-medium text-zinc-200 tabular-nums">
          {several && t('product.imageCounter', { index: index + 1, total: images.length })}
        </p>
      </DialogContent>
    </Dialog>
  );
}
