import { useTranslation } from 'react-i18next';
import { FilmGrid } from '@/features/films/components/film-grid';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function FilmsRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('films.title'));
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 sm:px-6 lg:px-8">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-zinc-950 sm:text-4xl">{t('films.title')}</h1>
        <p className="mt-2 text-zinc-600">{t('films.subtitle')}</p>
      </div>
      <FilmGrid />
    </div>
  );
}
