import type { FilmDetail } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';

/** SF-FILM-05: description, genre, cast, duration in minutes and rating out of 10. */
export function FilmAbout({ film, description }: { film: FilmDetail; description: string }) {
  const { t, i18n } = useTranslation();
  const facts = [
    film.genre.length > 0 && { label: t('films.about.genre'), value: film.genre.join(', ') },
    film.cast.length > 0 && { label: t('films.about.cast'), value: film.cast.join(', ') },
    film.durationMinutes !== null && {
      label: t('films.about.duration'),
      value: t('films.about.minutes', { count: film.durationMinutes }),
    },
    film.rating !== null && {
      label: t('films.about.rating'),
      value: t('films.about.outOf10', {
        rating: film.rating.toLocaleString(i18n.resolvedLanguage, { maximumFractionDigits: 1 }),
      }),
    },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact));

  return (
    <section
      aria-labelledby="about-film-title"
      className="grid gap-6 rounded-3xl bg-white p-6 ring-1 ring-zinc-200 sm:p-8"
    >
      <h2 id="about-film-title" className="text-2xl font-bold tracking-tight text-zinc-950">
        {t('films.about.title')}
      </h2>
      {description && <p className="max-w-3xl leading-relaxed text-zinc-700">{description}</p>}
      {facts.length > 0 && (
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {facts.map((fact) => (
            <div key={fact.label} className="rounded-2xl bg-zinc-50 p-4">
              <dt className="text-xs font-semibold tracking-wider text-zinc-500 uppercase">{fact.label}</dt>
              <dd className="mt-1 font-medium text-zinc-900">{fact.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
