import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

interface GalleryArrowsProps {
  onPrevious: () => void;
  onNext: () => void;
  /** Dark translucent buttons over images, or light ones on the lightbox's black backdrop. */
  tone: 'onImage' | 'onDark';
  className?: string;
}

/** Previous/next buttons shared by the carousel and the lightbox (SF-PROD-05, SF-PROD-06). */
export function GalleryArrows({ onPrevious, onNext, tone, className }: GalleryArrowsProps) {
  const { t } = useTranslation();
  const button = cn(
    'absolute top-1/2 z-40 inline-flex -translate-y-1/2 items-center justify-center rounded-full transition focus-visible:ring-2 focus-visible:outline-none',
    tone === 'onImage'
      ? 'size-10 bg-white/90 text-zinc-900 shadow-md ring-1 ring-zinc-900/10 hover:bg-white focus-visible:ring-primary'
      : 'size-12 bg-zinc-950/60 text-white ring-1 ring-white/20 hover:bg-zinc-950/80 focus-visible:ring-2 focus-visible:ring-white',
    className,
  );
  return (
    <>
      <button
        type="button"
        onClick={onPrevious}
        aria-label={t('product.previousImage')}
        className={cn(button, 'start-2')}
      >
        <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
      </button>
      <button type="button" onClick={onNext} aria-label={t('product.nextImage')} className={cn(button, 'end-2')}>
        <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
      </button>
    </>
  );
}
