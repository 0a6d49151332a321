import { apiPaths, type AdminFilm, type FilmCreateBody, type FilmUpdateBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminFilmKeys } from './keys';

export function createFilm(body: FilmCreateBody): Promise<AdminFilm> {
  return api.post<AdminFilm>(apiPaths.admin.films.href(), body);
}

export function updateFilm({ id, body }: { id: number; body: FilmUpdateBody }): Promise<AdminFilm> {
  return api.patch<AdminFilm>(apiPaths.admin.film.href(id), body);
}

export function deleteFilm(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.film.href(id));
}

/** Every film change refreshes the lists, the film and its hero. */
function useInvalidateFilms() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminFilmKeys.all });
}

/** ADM-FILM-11: 'Film created successfully' / 'Failed to save film'. */
export function useCreateFilm() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateFilms();
  return useMutation({
    mutationFn: createFilm,
    onSuccess: () => toast.success(t('films.toast.created')),
    onError: (error) => toast.error(t('films.toast.saveFailed'), { description: error.message }),
    onSettled: invalidate,
  });
}

/** ADM-FILM-11: 'Film updated successfully' / 'Failed to save film'. */
export function useUpdateFilm() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateFilms();
  return useMutation({
    mutationFn: updateFilm,
    onSuccess: () => toast.success(t('films.toast.updated')),
    onError: (error) => toast.error(t('films.toast.saveFailed'), { description: error.message }),
    onSettled: invalidate,
  });
}

/** ADM-FILM-11: 'Film deleted successfully' / 'Failed to delete film'. */
export function useDeleteFilm() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateFilms();
  return useMutation({
    mutationFn: deleteFilm,
    onSuccess: () => toast.success(t('films.toast.deleted')),
    onError: (error) => toast.error(t('films.toast.deleteFailed'), { description: error.message }),
    onSettled: invalidate,
  });
}
