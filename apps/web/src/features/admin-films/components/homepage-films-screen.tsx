import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/admin/card-list';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useAdminFilmRows, useAdminFilms } from '../api/get-films';
import { HomepageFilmRow } from './homepage-film-row';

/** The homepage films first, in carousel order; at most 100 are listed, the counter counts all. */
const homepageOrder = { page: 1, pageSize: 100, sort: 'homepageOrder', dir: 'asc' } as const;

/**
 * Films › Homepage Films (ADM-HFILM-01..05): every film with its Show on Homepage switch and
 * order, the films on the homepage first in carousel order.
 */
export function HomepageFilmsScreen() {
  const { t } = useTranslation('admin');
  const films = useAdminFilms(homepageOrder);
  const rows = useAdminFilmRows(homepageOrder);
  useFailureToast(films.isError, t('homepageFilms.fetchFailed'));

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
      <CardList
        query={rows}
        label={t('homepageFilms.title')}
        texts={{
          loadFailed: t('homepageFilms.fetchFailed'),
          retry: t('films.list.retry'),
          empty: t('homepageFilms.empty'),
        }}
        skeletonClassName="h-20"
        getKey={(film) => film.id}
        itemClassName="flex flex-wrap items-center gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-zinc-200"
        renderItem={(film) => <HomepageFilmRow film={film} />}
      />
    </section>
  );
}
