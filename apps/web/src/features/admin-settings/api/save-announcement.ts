import { apiPaths, type AnnouncementBar, type AnnouncementBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminSettingsKeys } from './keys';

export function saveAnnouncement(body: AnnouncementBody): Promise<AnnouncementBar> {
  return api.put<AnnouncementBar>(apiPaths.admin.announcement.href(), body);
}

/** ADM-ANN-03, MSG-SET-01: 'Settings saved' / 'Failed to save announcement settings'. */
export function useSaveAnnouncement(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveAnnouncement,
    invalidate: () => [adminSettingsKeys.settings()],
    success: t('announcements.saved'),
    error: t('announcements.saveFailed'),
    onFieldErrors,
  });
}
