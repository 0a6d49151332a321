import type { AdminFilmRow } from '@marquee/contracts';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEditParam } from '@/components/admin/use-edit-param';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useAdminFilm } from '../api/get-film';
import { useAdminFilms } from '../api/get-films';
import { useDeleteFilm } from '../api/save-film';
import type { ImageUploadControl } from '@/components/admin/media-slot';
import { ScreenHeading } from '@/components/admin/screen-heading';
import { idParam, useUrlParam } from '../lib/use-url-state';
import { FilmForm } from './film-form';
import { FilmRow } from './film-row';
import { HeroEditor } from './hero-editor';

const PAGE_SIZE = 50;

interface FilmsScreenProps {
  /** The shared upload control; without it images are set by address. */
  upload?: ImageUploadControl;
}

/**
 * Films › Films (ADM-FILM-01..11): the create/edit form and the films by display order. The film
 * being edited (`?edit=<id>`) and the open Hero Editor (`?hero=<id>`) are in the address.
 */
export function FilmsScreen({ upload }: FilmsScreenProps = {}) {
  const { t } = useTranslation('admin');
  // The film in the form: `?edit=<id>` (the kit's edit parameter); none is create mode.
  const editParam = useEditParam();
  const [heroParam, setHero] = useUrlParam('hero');
  const [qParam, setQ] = useUrlParam('q');
  const [pageParam, setPage] = useUrlParam('page');
  const editId = idParam(editParam.id);
  const setEdit = (id: string | null) => (id === null ? editParam.close() : editParam.openEdit(id));
  const heroId = idParam(heroParam);
  const page = idParam(pageParam) ?? 1;
  const [search, setSearch] = useState(qParam ?? '');
  useEffect(() => {
    const timer = setTimeout(() => {
      if (search.trim() === (qParam ?? '')) return;
      setQ(search.trim() || null);
      setPage(null);
    }, 300);
    return () => clearTimeout(timer);
  }, [search, qParam, setQ, setPage]);

  const films = useAdminFilms({ page, pageSize: PAGE_SIZE, q: qParam ?? '' });
  const editing = useAdminFilm(editId);
  const remove = useDeleteFilm();
  const [deleting, setDeleting] = useState<AdminFilmRow | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const fetchFailed = films.isError;
  useEffect(() => {
    if (fetchFailed) toast.error(t('films.toast.fetchFailed'));
  }, [fetchFailed, t]);

  const edit = (film: AdminFilmRow) => {
    setEdit(String(film.id));
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () => {
        if (editId === id) setEdit(null);
        if (heroId === id) setHero(null);
      },
      onSettled: () => setDeleting(null),
    });
  };

  const pages = films.data ? Math.max(1, Math.ceil(films.data.total / films.data.pageSize)) : 1;
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
              <Button variant="link" size="sm" onClick={() => setEdit(null)}>
                {t('films.form.cancel')}
              </Button>
            </Alert>
          ) : (
            <FilmForm
              key={formFilm ? `${formFilm.id}-${formFilm.updatedAt}` : 'new'}
              film={formFilm}
              upload={upload}
              onDone={() => setEdit(null)}
            />
          )}
        </div>

        <div className="grid gap-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 className="text-lg font-semibold text-zinc-900">{t('films.list.heading')}</h3>
            <div className="relative w-full sm:w-64">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-zinc-400"
              />
              <Input
                type="search"
                aria-label={t('films.list.search')}
                placeholder={t('films.list.search')}
                className="ps-9"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
              />
            </div>
          </div>
          {films.isPending ? (
            <div className="grid gap-2" aria-busy="true">
              {Array.from({ length: 4 }, (_, index) => (
                <Skeleton key={index} className="h-28 w-full" />
              ))}
            </div>
          ) : films.isError ? (
            <Alert variant="destructive">
              {t('films.toast.fetchFailed')}{' '}
              <Button variant="link" size="sm" onClick={() => void films.refetch()}>
                {t('films.list.retry')}
              </Button>
            </Alert>
          ) : films.data.items.length === 0 ? (
            <p className="rounded-xl bg-zinc-50 py-10 text-center text-sm text-zinc-600">
              {qParam ? t('films.list.noMatch') : t('films.list.empty')}
            </p>
          ) : (
            <>
              <p className="text-sm text-zinc-600" aria-live="polite">
                {t('films.list.count', { count: films.data.total })}
              </p>
              <ul className="grid gap-3">
                {films.data.items.map((film) => (
                  <FilmRow
                    key={film.id}
                    film={film}
                    editing={film.id === editId}
                    heroOpen={film.id === heroId}
                    onHero={() => setHero(film.id === heroId ? null : String(film.id))}
                    onEdit={() => edit(film)}
                    onDelete={() => setDeleting(film)}
                  >
                    {film.id === heroId && (
                      <HeroEditor
                        filmId={film.id}
                        filmTitle={film.title}
                        upload={upload}
                        onClose={() => setHero(null)}
                      />
                    )}
                  </FilmRow>
                ))}
              </ul>
              {pages > 1 && (
                <nav
                  aria-label={t('films.list.pagination')}
                  className="flex items-center justify-between gap-3 text-sm"
                >
                  <span>{t('films.list.pageOf', { page, pages })}</span>
                  <div className="flex gap-2">
                    <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(String(page - 1))}>
                      {t('films.list.previous')}
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={page >= pages}
                      onClick={() => setPage(String(page + 1))}
                    >
                      {t('films.list.next')}
                    </Button>
                  </div>
                </nav>
              )}
            </>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('films.confirmDelete.title', { title: deleting?.title ?? '' })}
        description={t('films.confirmDelete.text')}
        confirmLabel={t('films.confirmDelete.confirm')}
        cancelLabel={t('films.confirmDelete.cancel')}
        isPending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
