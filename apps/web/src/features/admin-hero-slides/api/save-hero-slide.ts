import { apiPaths, type AdminHeroSlide, type HeroSlideBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage, useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminHeroSlideKeys } from './keys';

export interface HeroSlideSave {
  /** The slide to replace (a seeded default one included, R-38); undefined creates one. */
  id?: number;
  body: HeroSlideBody;
}

export function saveHeroSlide({ id, body }: HeroSlideSave): Promise<AdminHeroSlide> {
  return id === undefined
    ? api.post<AdminHeroSlide>(apiPaths.admin.heroSlides.href(), body)
    : api.put<AdminHeroSlide>(apiPaths.admin.heroSlide.href(id), body);
}

export function deleteHeroSlide(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.heroSlide.href(id));
}

/** MSG-SLIDE-02/03 (spec D-09): 'Hero slide saved successfully' / 'Failed to save hero slide: ' + the message. */
export function useSaveHeroSlide(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveHeroSlide,
    invalidate: () => [adminHeroSlideKeys.all],
    success: t('heroSlides.saved'),
    error: (error) => t('heroSlides.saveFailed', { message: errorMessage(error) || t('heroSlides.unknownError') }),
    onFieldErrors,
  });
}

/** MSG-SLIDE-05/06. */
export function useDeleteHeroSlide() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteHeroSlide,
    invalidate: () => [adminHeroSlideKeys.all],
    success: t('heroSlides.deleted'),
    error: t('heroSlides.deleteFailed'),
  });
}
