import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { toast } from '@/lib/toast';
import { useAdminFilms } from '../api/get-films';
import { HomepageFilmRow } from './homepage-film-row';

/**
 * Films › Homepage Films (ADM-HFILM-01..05): every film with its Show on Homepage switch and
 * order, the films on the homepage first in carousel order. At most 100 films are listed; the
 * counter counts all.
 */
export function HomepageFilmsScreen() {
  const { t } = useTranslation('admin');
  const films = useAdminFilms({ page: 1, pageSize: 100, sort: 'homepageOrder', dir: 'asc' });
  const failed = films.isError;
  useEffect(() => {
    if (failed) toast.error(t('homepageFilms.fetchFailed'));
  }, [failed, t]);

  return (
    <section aria-labelledby="admin-homepage-films-title" className="grid gap-4">
      <ScreenHeading
        id="admin-homepage-films-title"
        title={t('homepageFilms.title')}
        intro={t('homepageFilms.intro')}
        actions={
          films.data && (
            <p className="rounded-full bg-primary/10 px-3 py-1 text-sm font-medium text-primary" aria-live="polite">
              {t('homepageFilms.counter', { count: films.data.homepageCount })}
            </p>
          )
        }
      />
      {films.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full" />
          ))}
        </div>
      ) : films.isError ? (
        <Alert variant="destructive">
          {t('homepageFilms.fetchFailed')}{' '}
          <Button variant="link" size="sm" onClick={() => void films.refetch()}>
            {t('films.list.retry')}
          </Button>
        </Alert>
      ) : films.data.items.length === 0 ? (
        <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">{t('homepageFilms.empty')}</p>
      ) : (
        <ul className="grid gap-2">
          {films.data.items.map((film) => (
            <HomepageFilmRow key={film.id} film={film} />
          ))}
        </ul>
      )}
    </section>
  );
}
