import { heroGradientClass, imageSizes, type HeroSlide } from '@marquee/contracts';
import { ChevronLeft, ChevronRight, Play } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { SmartLink } from '@/components/ui/smart-link';
import { useMediaQuery } from '@/hooks/use-media-query';
import { usePageLoaded } from '@/hooks/use-page-loaded';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { slideText } from '../utils/slide-text';

/** SF-HERO-07: auto-advance interval. */
export const HERO_AUTOPLAY_MS = 5000;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

interface HeroCarouselProps {
  slides: readonly HeroSlide[] | undefined;
  isPending: boolean;
}

// On phones the arrows sit in the bottom corners, level with the dots: at mid-height they
// covered the ends of the slide's lines.
const ARROW_CLASS =
  'absolute bottom-3 inline-flex size-11 items-center justify-center rounded-full bg-black/40 text-white backdrop-blur transition hover:bg-black/60 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none sm:top-1/2 sm:bottom-auto sm:-translate-y-1/2';

/** SF-HERO: a 600px banner of slides with arrows, dots and autoplay (paused on hover or focus). */
export function HeroCarousel({ slides, isPending }: HeroCarouselProps) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="flex h-[600px] items-center justify-center rounded-3xl bg-zinc-900">
        <Spinner size="lg" label={t('home.hero.loading')} className="text-white" />
      </div>
    );
  }
  // SF-HERO-02 and spec D-18: no slides (or a failed load) renders nothing.
  if (!slides || slides.length === 0) return null;
  return <Carousel slides={slides} />;
}

function Carousel({ slides }: { slides: readonly HeroSlide[] }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useMediaQuery(reducedMotionQuery, false);
  // The hidden slides' images wait for the page: they must not slow the first slide (LCP).
  const pageLoaded = usePageLoaded();
  const count = slides.length;
  const several = count > 1;

  // Wraps in both directions (SF-HERO-07).
  const go = useCallback((step: number) => setIndex((current) => (current + step + count) % count), [count]);

  useEffect(() => {
    if (!several || paused || reducedMotion) return;
    const timer = window.setInterval(() => go(1), HERO_AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [several, paused, reducedMotion, go]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t('home.hero.label')}
      className="relative h-[600px] overflow-hidden rounded-3xl bg-zinc-950 text-white"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      <div aria-live={paused || reducedMotion ? 'polite' : 'off'} className="h-full">
        {slides.map((slide, i) => {
          const text = slideText(slide, language);
          const active = i === index;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={t('home.hero.slideOf', { current: i + 1, total: count })}
              aria-hidden={!active}
              inert={!active}
              className={cn(
                'absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none',
                active ? 'opacity-100' : 'opacity-0',
              )}
            >
              {slide.imageUrl && (i === 0 || pageLoaded) && (
                <ResponsiveImage
                  src={slide.imageUrl}
                  alt=""
                  width={1600}
                  height={600}
                  sizes={imageSizes.heroSlide}
                  priority={i === 0}
                  className="absolute inset-0 size-full object-cover"
                />
              )}
              <div aria-hidden="true" className="absolute inset-0 bg-black/30" />
              <div
                aria-hidden="true"
                className={cn(
                  'absolute inset-0 bg-gradient-to-r rtl:bg-gradient-to-l',
                  heroGradientClass(slide.gradient),
                )}
              />
              <div className="relative flex h-full max-w-2xl flex-col justify-center gap-4 px-8 sm:px-14 lg:px-20">
                {text.subtitle && (
                  <p className="text-sm font-semibold tracking-[0.2em] text-white/85 uppercase">{text.subtitle}</p>
                )}
                <h2 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
                  {text.title}
                </h2>
                {text.description && <p className="max-w-xl text-base text-white/90 sm:text-lg">{text.description}</p>}
                <div className="mt-2 flex flex-wrap gap-3">
                  <SmartLink
                    href={text.primary.url}
                    className="inline-flex h-12 items-center justify-center rounded-xl bg-primary px-6 text-base font-semibold text-white shadow-lg transition hover:brightness-110 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                    style={slide.buttonColor ? { backgroundColor: slide.buttonColor } : undefined}
                  >
                    {text.primary.label}
                  </SmartLink>
                  <SmartLink
                    href={text.secondary.url}
                    className="inline-flex h-12 items-center justify-center gap-2 rounded-xl border border-white/40 bg-white/10 px-6 text-base font-semibold text-white backdrop-blur transition hover:bg-white/20 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                  >
                    <Play aria-hidden="true" className="size-4 fill-current" />
                    {text.secondary.label}
                  </SmartLink>
                </div>
              </div>
            </div>
          );
        })}
      </div>

      {several && (
        <>
          <button
            type="button"
            onClick={() => go(-1)}
            aria-label={t('home.hero.previous')}
            className={cn(ARROW_CLASS, 'start-3')}
          >
            <ChevronLeft aria-hidden="true" className="size-6 rtl:rotate-180" />
          </button>
          <button
            type="button"
            onClick={() => go(1)}
            aria-label={t('home.hero.next')}
            className={cn(ARROW_CLASS, 'end-3')}
          >
            <ChevronRight aria-hidden="true" className="size-6 rtl:rotate-180" />
          </button>
          {/* Only as wide as the dots: on phones the arrows sit beside them and must take their own clicks. */}
          <div className="absolute bottom-5 left-1/2 flex -translate-x-1/2 gap-1">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                onClick={() => setIndex(i)}
                aria-label={t('home.hero.goTo', { number: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                className="group inline-flex size-6 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'h-2.5 rounded-full transition-all',
                    i === index ? 'w-6 bg-white' : 'w-2.5 bg-white/50 group-hover:bg-white/80',
                  )}
                />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
