import { filmTitle, type FilmSummary, paths } from '@marquee/contracts';
import { ArrowRight, ChevronLeft, ChevronRight, Film } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { OFFSCREEN_STRIP } from '@/lib/offscreen';
import { cn } from '@/lib/utils';

/** SF-HOME-05: each arrow scrolls the strip by this many pixels. */
export const FILM_CAROUSEL_SCROLL_PX = 300;

/** 'Shop By Film': the homepage films (the server caps and orders them). */
export function FilmCarousel({ films }: { films: readonly FilmSummary[] }) {
  const { t, i18n } = useTranslation();
  const strip = useRef<HTMLUListElement>(null);
  const language = i18n.resolvedLanguage ?? 'en';
  if (films.length === 0) return null;

  const scroll = (direction: 1 | -1) => {
    // In right-to-left layouts the strip scrolls towards negative offsets.
    const rtl = document.documentElement.dir === 'rtl';
    strip.current?.scrollBy({ left: direction * (rtl ? -1 : 1) * FILM_CAROUSEL_SCROLL_PX, behavior: 'smooth' });
  };

  return (
    <section aria-labelledby="shop-by-film-title" className={cn('grid gap-5', OFFSCREEN_STRIP)}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="shop-by-film-title" className="text-2xl font-bold tracking-tight text-zinc-950 sm:text-3xl">
          {t('home.shopByFilm.title')}
        </h2>
        <div className="flex items-center gap-2">
          <Link
            to={paths.films.href()}
            className="me-2 inline-flex items-center gap-1 rounded-md text-sm font-semibold text-primary hover:underline"
          >
            {t('home.shopByFilm.viewAll')}
            <ArrowRight aria-hidden="true" className="size-4 rtl:rotate-180" />
          </Link>
          <button
            type="button"
            onClick={() => scroll(-1)}
            aria-label={t('home.shopByFilm.previous')}
            className="inline-flex size-10 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-700 transition hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
          <button
            type="button"
            onClick={() => scroll(1)}
            aria-label={t('home.shopByFilm.next')}
            className="inline-flex size-10 items-center justify-center rounded-full border border-zinc-300 bg-white text-zinc-700 transition hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
          >
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </div>
      <ul
        ref={strip}
        className="-mx-1 flex snap-x scroll-px-1 gap-4 overflow-x-auto scroll-smooth px-1 pb-3 [scrollbar-width:thin]"
      >
        {films.map((film) => {
          const title = filmTitle(film, language);
          return (
            <li key={film.id} className="w-40 shrink-0 snap-start sm:w-48">
              <Link
                to={paths.film.href(film.id)}
                className="group grid gap-2 rounded-2xl focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
              >
                <span className="block aspect-[2/3] overflow-hidden rounded-2xl bg-zinc-200 shadow-sm ring-1 ring-zinc-200">
                  {film.posterUrl ? (
                    <ResponsiveImage
                      src={film.posterUrl}
                      alt=""
                      width={600}
                      height={900}
                      sizes="(min-width: 640px) 192px, 160px"
                      maxWidth={640}
                      className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                    />
                  ) : (
                    <span className="flex size-full items-center justify-center text-zinc-400">
                      <Film aria-hidden="true" className="size-10" />
                    </span>
                  )}
                </span>
                <span className="line-clamp-2 text-sm font-semibold text-zinc-900">{title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
