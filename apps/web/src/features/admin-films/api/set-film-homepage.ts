import { apiPaths, type AdminFilmRow, type FilmHomepageBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminFilmKeys } from './keys';

export function setFilmHomepage({ id, body }: { id: number; body: FilmHomepageBody }): Promise<AdminFilmRow> {
  return api.put<AdminFilmRow>(apiPaths.admin.filmHomepage.href(id), body);
}

/**
 * ADM-HFILM-04: the switch says 'Film homepage setting updated!' / 'Failed to update film
 * setting.', the order 'Film order updated!' / 'Failed to update film order.'.
 */
export function useSetFilmHomepage(change: 'setting' | 'order') {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: setFilmHomepage,
    invalidate: () => [adminFilmKeys.all],
    success: t(change === 'setting' ? 'homepageFilms.settingUpdated' : 'homepageFilms.orderUpdated'),
    error: t(change === 'setting' ? 'homepageFilms.settingFailed' : 'homepageFilms.orderFailed'),
  });
}
