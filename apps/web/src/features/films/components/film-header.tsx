import type { FilmDetail } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';

interface FilmHeaderProps {
  film: FilmDetail;
  title: string;
  /** Where the category buttons lead (the related products on this page). */
  categoryTarget: string;
}

/** SF-FILM-02/03: logo or title, flanked by the film's categories split into two halves. */
export function FilmHeader({ film, title, categoryTarget }: FilmHeaderProps) {
  const { t } = useTranslation();
  const half = Math.ceil(film.categories.length / 2);
  const left = film.categories.slice(0, half);
  const right = film.categories.slice(half);
  const chip = (category: FilmDetail['categories'][number]) => (
    <li key={category.id}>
      <a
        href={`#${categoryTarget}`}
        className="inline-flex h-9 items-center rounded-full border border-zinc-300 bg-white px-4 text-sm font-medium text-zinc-800 transition hover:border-primary/50 hover:text-primary focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none"
      >
        {category.title}
      </a>
    </li>
  );
  return (
    <header className="grid items-center gap-4 md:grid-cols-[1fr_auto_1fr]">
      <h1 className="order-first text-center text-3xl font-extrabold tracking-tight text-zinc-950 sm:text-4xl md:order-none md:col-start-2">
        {film.logoUrl ? (
          <ResponsiveImage
            src={film.logoUrl}
            alt={title}
            width={800}
            height={240}
            // 64 or 80 px tall at the logo's 10:3.
            sizes="(min-width: 640px) 267px, 213px"
            maxWidth={960}
            className="mx-auto h-16 w-auto max-w-xs object-contain sm:h-20"
          />
        ) : (
          title
        )}
      </h1>
      {left.length > 0 && (
        <ul
          aria-label={t('films.categories')}
          className="flex flex-wrap justify-center gap-2 md:col-start-1 md:row-start-1 md:justify-end"
        >
          {left.map(chip)}
        </ul>
      )}
      {right.length > 0 && (
        <ul
          aria-label={t('films.moreCategories')}
          className="flex flex-wrap justify-center gap-2 md:col-start-3 md:row-start-1 md:justify-start"
        >
          {right.map(chip)}
        </ul>
      )}
    </header>
  );
}
