import { apiPaths, type AdminFilmRow, type FilmHomepageBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminFilmKeys } from './keys';

export function setFilmHomepage({ id, body }: { id: number; body: FilmHomepageBody }): Promise<AdminFilmRow> {
  return api.put<AdminFilmRow>(apiPaths.admin.filmHomepage.href(id), body);
}

/**
 * ADM-HFILM-04: the switch says 'Film homepage setting updated!' / 'Failed to update film
 * setting.', the order 'Film order updated!' / 'Failed to update film order.'.
 */
export function useSetFilmHomepage() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFilmHomepage,
    onSuccess: (_row, { body }) =>
      toast.success(
        t(body.showOnHomepage === undefined ? 'homepageFilms.orderUpdated' : 'homepageFilms.settingUpdated'),
      ),
    onError: (_error, { body }) =>
      toast.error(t(body.showOnHomepage === undefined ? 'homepageFilms.orderFailed' : 'homepageFilms.settingFailed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFilmKeys.all }),
  });
}
