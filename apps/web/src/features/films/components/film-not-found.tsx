import { ArrowLeft, Film } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marquee/contracts';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** SF-FILM-08: the error view, with the reason (missing id or a failed/empty load). */
export function FilmNotFound({ reason }: { reason: 'missing' | 'unavailable' }) {
  const { t } = useTranslation();
  useDocumentTitle(t('films.notFound.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-zinc-100 text-zinc-500">
        <Film aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-zinc-950">{t('films.notFound.title')}</h1>
      <p className="mt-3 text-zinc-600">
        {reason === 'missing' ? t('films.notFound.missingId') : t('films.notFound.text')}
      </p>
      <BackToFilms className="mt-8" />
    </section>
  );
}

export function BackToFilms({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to={paths.films.href()}
      className={`inline-flex h-10 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-4 text-sm font-semibold text-zinc-900 hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none ${className ?? ''}`}
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
      {t('films.backToFilms')}
    </Link>
  );
}
