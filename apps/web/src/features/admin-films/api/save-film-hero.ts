import { apiPaths, type FilmHero, type FilmHeroBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminFilmKeys } from './keys';

export function saveFilmHero({ id, body }: { id: number; body: FilmHeroBody }): Promise<FilmHero> {
  return api.put<FilmHero>(apiPaths.admin.filmHero.href(id), body);
}

/** ADM-FILM-10: 'Hero section updated successfully' / 'Failed to save hero section'. */
export function useSaveFilmHero() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveFilmHero,
    invalidate: () => [adminFilmKeys.all],
    success: t('films.hero.saved'),
    error: t('films.hero.saveFailed'),
  });
}
