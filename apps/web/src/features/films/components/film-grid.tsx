import { Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Skeleton } from '@/components/ui/skeleton';
import { filmTitle, paths } from '@marquee/contracts';
import { useFilms } from '../api/get-films';

const gridClass = 'grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-4';

/** SF-FILMS: every active film; the title shows over the poster on hover or focus. */
export function FilmGrid() {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const { data: films, isPending, isError, refetch } = useFilms();

  if (isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className={gridClass}>
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} radius="xl" className="aspect-[2/3]" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
        <p className="text-zinc-600">{t('films.unavailable')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (films.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center text-zinc-600">
        {t('films.empty')}
      </p>
    );
  }
  return (
    <ul className={gridClass}>
      {films.map((film, index) => {
        const title = filmTitle(film, language);
        return (
          <li key={film.id}>
            <Link
              to={paths.film.href(film.id)}
              className="group relative block aspect-[2/3] overflow-hidden rounded-2xl bg-zinc-200 shadow-sm ring-1 ring-zinc-200 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
            >
              {film.posterUrl ? (
                <ResponsiveImage
                  src={film.posterUrl}
                  alt={title}
                  width={600}
                  height={900}
                  sizes="(min-width: 1280px) 290px, (min-width: 768px) 23vw, 48vw"
                  maxWidth={640}
                  // The first row is what the page opens on.
                  priority={index < 4}
                  className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
                />
              ) : (
                <span className="flex size-full items-center justify-center text-zinc-400">
                  <Film aria-hidden="true" className="size-10" />
                  <span className="sr-only">{title}</span>
                </span>
              )}
              <span
                aria-hidden="true"
                className="absolute inset-0 flex items-end bg-gradient-to-t from-black/85 via-black/30 to-transparent p-4 text-lg font-bold text-white opacity-0 transition-opacity duration-200 group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                {title}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
