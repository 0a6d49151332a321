import { apiPaths, type FilmHero, type FilmHeroBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminFilmKeys } from './keys';

export function saveFilmHero({ id, body }: { id: number; body: FilmHeroBody }): Promise<FilmHero> {
  return api.put<FilmHero>(apiPaths.admin.filmHero.href(id), body);
}

/** ADM-FILM-10: 'Hero section updated successfully' / 'Failed to save hero section'. */
export function useSaveFilmHero() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFilmHero,
    onSuccess: (hero, { id }) => {
      queryClient.setQueryData(adminFilmKeys.hero(id), hero);
      toast.success(t('films.hero.saved'));
    },
    onError: (error) => toast.error(t('films.hero.saveFailed'), { description: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminFilmKeys.all }),
  });
}
