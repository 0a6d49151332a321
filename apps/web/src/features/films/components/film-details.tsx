import { filmTitle, localized } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageElements } from '@/components/page-elements';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useFilm } from '../api/get-film';
import { useFilmProducts } from '../api/get-film-products';
import { FilmAbout } from './film-about';
import { FilmHeader } from './film-header';
import { FilmHero } from './film-hero';
import { BackToFilms, FilmNotFound } from './film-not-found';
import { FilmSkeleton } from './film-skeleton';

const RELATED_ID = 'related-products';

interface FilmDetailsProps {
  filmId: number;
  /** Cards of the related products (catalogue, composed by the route), shown once they have loaded. */
  relatedProducts: ReactNode;
}

export function FilmDetails({ filmId, relatedProducts }: FilmDetailsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  const film = useFilm(filmId);
  const related = useFilmProducts(filmId);
  const title = film.data ? filmTitle(film.data, language) : undefined;
  useDocumentTitle(title);

  if (film.isPending) return <FilmSkeleton />;
  if (film.isError) return <FilmNotFound reason="unavailable" />;
  const data = film.data;
  const description = localized(data.translations, language, 'description', data.description);

  return (
    <div className="grid gap-10">
      <FilmHeader film={data} title={title ?? data.title} categoryTarget={RELATED_ID} />
      <FilmHero film={data} title={title ?? data.title} />
      <FilmAbout film={data} description={description} />
      <PageElements elements={data.elements} />
      <section id={RELATED_ID} aria-labelledby="related-products-title" className="grid scroll-mt-24 gap-5">
        <h2 id="related-products-title" className="text-2xl font-bold tracking-tight text-zinc-950">
          {t('films.related.title')}
        </h2>
        {related.isPending ? (
          <div role="status" aria-label={t('common.loading')} className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} radius="xl" className="aspect-[3/4]" />
            ))}
          </div>
        ) : related.isError || related.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center text-zinc-600">
            {t('films.related.empty')}
          </p>
        ) : (
          relatedProducts
        )}
      </section>
      <div>
        <BackToFilms />
      </div>
    </div>
  );
}
