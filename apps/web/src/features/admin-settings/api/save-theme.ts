import { apiPaths, type ThemeColors, type ThemeColorsBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function saveThemeColors(body: ThemeColorsBody): Promise<ThemeColors> {
  return api.put<ThemeColors>(apiPaths.admin.themeColors.href(), body);
}

/** ADM-SITE-04/05, R-31: 'Settings updated' / 'Failed to update settings'. */
export function useSaveThemeColors(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveThemeColors,
    invalidate: () => [adminSettingsKeys.settings()],
    success: t('siteSettings.updated'),
    error: t('siteSettings.updateFailed'),
    onFieldErrors,
  });
}
