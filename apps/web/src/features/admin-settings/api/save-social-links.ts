import { apiPaths, type SocialLink, type SocialLinksBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function saveSocialLinks(body: SocialLinksBody): Promise<SocialLink[]> {
  return api.put<SocialLink[]>(apiPaths.admin.socialLinks.href(), body);
}

/** ADM-SOC-03, MSG-SET-04: 'Social links updated' / 'Failed to save social links'. */
export function useSaveSocialLinks(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveSocialLinks,
    invalidate: () => [adminSettingsKeys.settings()],
    success: t('socialMedia.saved'),
    error: t('socialMedia.saveFailed'),
    onFieldErrors,
  });
}
