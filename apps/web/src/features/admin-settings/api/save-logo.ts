import { apiPaths, type SiteLogo, type SiteLogoBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function saveSiteLogo(body: SiteLogoBody): Promise<SiteLogo | null> {
  return api.put<SiteLogo | null>(apiPaths.admin.siteLogo.href(), body);
}

/** ADM-SITE-02/05, MSG-SET-02: 'Settings updated' / 'Failed to update settings'. */
export function useSaveSiteLogo(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveSiteLogo,
    invalidate: () => [adminSettingsKeys.settings()],
    success: t('siteSettings.updated'),
    error: t('siteSettings.updateFailed'),
    onFieldErrors,
  });
}
