import { adminFilmSorts, type AdminFilmRow } from '@marquee/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CardList } from '@/components/admin/card-list';
import { Pagination } from '@/components/admin/data-table';
import { ListToolbar } from '@/components/admin/list-toolbar';
import { useConfirmDelete } from '@/components/admin/row-actions';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { useEditParam } from '@/components/admin/use-edit-param';
import { useFailureToast } from '@/components/admin/use-failure-toast';
import { useListState } from '@/components/admin/use-list-state';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { parseId } from '@/lib/params';
import { useAdminFilm } from '../api/get-film';
import { useAdminFilmRows, useAdminFilms } from '../api/get-films';
import { useDeleteFilm } from '../api/save-film';
import { useHeroParam } from '../lib/use-hero-param';
import { FilmForm } from './film-form';
import { FilmRow } from './film-row';
import { HeroEditor } from './hero-editor';

const PAGE_SIZE = 50;

/**
 * Films › Films (ADM-FILM-01..11): the create/edit form and the films by display order. The list's
 * page and search, the film being edited (`?edit=<id>`) and the open Hero Editor (`?hero=<id>`)
 * are in the address.
 */
export function FilmsScreen() {
  const { t } = useTranslation('admin');
  const list = useListState({ sortable: adminFilmSorts, defaults: { dir: 'asc', pageSize: PAGE_SIZE } });
  const films = useAdminFilms(list.query);
  const rows = useAdminFilmRows(list.query);
  // The film in the form; none is create mode.
  const edit = useEditParam();
  const editId = parseId(edit.id ?? undefined);
  const editing = useAdminFilm(editId);
  const [heroId, setHero] = useHeroParam();
  const remove = useConfirmDelete({
    mutation: useDeleteFilm(),
    variables: (film: AdminFilmRow) => film.id,
    texts: (film) => ({
      title: t('films.confirmDelete.title', { title: film.title }),
      description: t('films.confirmDelete.text'),
      confirmLabel: t('films.confirmDelete.confirm'),
      cancelLabel: t('films.confirmDelete.cancel'),
    }),
    onDeleted: ({ id }) => {
      edit.closeIf(id);
      if (heroId === id) setHero(null);
    },
  });
  const formRef = useRef<HTMLDivElement>(null);

  useFailureToast(films.isError, t('films.toast.fetchFailed'));

  const openEdit = (film: AdminFilmRow) => {
    edit.openEdit(film.id);
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const formFilm = editId !== null ? (editing.data ?? null) : null;

  return (
    <section aria-labelledby="admin-films-title" className="grid gap-5">
      <ScreenHeading id="admin-films-title" title={t('films.title')} intro={t('films.intro')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div ref={formRef} className="scroll-mt-4">
          {editId !== null && editing.isPending ? (
            <Skeleton className="h-96 w-full" />
          ) : editId !== null && editing.isError ? (
            <Alert variant="destructive">
              {t('films.toast.fetchFailed')}{' '}
              <Button variant="link" size="sm" onClick={edit.close}>
                {t('films.form.cancel')}
              </Button>
            </Alert>
          ) : (
            <FilmForm
              key={formFilm ? `${formFilm.id}-${formFilm.updatedAt}` : 'new'}
              film={formFilm}
              onDone={edit.close}
            />
          )}
        </div>

        <div className="grid gap-3">
          <h3 className="text-lg font-semibold text-zinc-900">{t('films.list.heading')}</h3>
          <ListToolbar search={list.q} onSearch={list.setSearch} searchLabel={t('films.list.search')} />
          <CardList
            query={rows}
            label={t('films.list.heading')}
            texts={{
              loadFailed: t('films.toast.fetchFailed'),
              retry: t('films.list.retry'),
              empty: list.q ? t('films.list.noMatch') : t('films.list.empty'),
            }}
            skeletonClassName="h-28"
            getKey={(film) => film.id}
            itemClassName="grid"
            renderItem={(film) => (
              <FilmRow
                film={film}
                editing={film.id === editId}
                heroOpen={film.id === heroId}
                onHero={() => setHero(film.id === heroId ? null : film.id)}
                onEdit={() => openEdit(film)}
                onDelete={() => remove.ask(film)}
              >
                {film.id === heroId && (
                  <HeroEditor filmId={film.id} filmTitle={film.title} onClose={() => setHero(null)} />
                )}
              </FilmRow>
            )}
          />
          {films.data && (
            <Pagination
              label={t('films.list.heading')}
              page={list.page}
              pageSize={list.pageSize}
              total={films.data.total}
              onPageChange={list.setPage}
            />
          )}
        </div>
      </div>
      {remove.dialog}
    </section>
  );
}
