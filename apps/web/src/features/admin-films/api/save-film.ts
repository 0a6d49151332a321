import { apiPaths, type AdminFilm, type FilmCreateBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminFilmKeys } from './keys';

export interface FilmSave {
  /** The film to update; undefined creates one. */
  id?: number | undefined;
  /** The whole form: the create body, also sent as the update's PATCH body. */
  body: FilmCreateBody;
}

export function saveFilm({ id, body }: FilmSave): Promise<AdminFilm> {
  return id === undefined
    ? api.post<AdminFilm>(apiPaths.admin.films.href(), body)
    : api.patch<AdminFilm>(apiPaths.admin.film.href(id), body);
}

export function deleteFilm(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.film.href(id));
}

/** ADM-FILM-11: 'Film created successfully' or 'Film updated successfully' / 'Failed to save film'. */
export function useSaveFilm(isNew: boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveFilm,
    invalidate: () => [adminFilmKeys.all],
    success: t(isNew ? 'films.toast.created' : 'films.toast.updated'),
    error: t('films.toast.saveFailed'),
  });
}

/** ADM-FILM-11: 'Film deleted successfully' / 'Failed to delete film'. */
export function useDeleteFilm() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteFilm,
    // Not the film's hero: its editor may still be open, and would fetch a film that is gone.
    invalidate: () => [adminFilmKeys.lists(), adminFilmKeys.details()],
    success: t('films.toast.deleted'),
    error: t('films.toast.deleteFailed'),
  });
}
