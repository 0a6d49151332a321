import { apiPaths, type AdminHomeSection, type HomeSectionBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminHomeSectionKeys } from './keys';

export interface HomeSectionSave {
  /** The section to replace; undefined creates one. */
  id?: number;
  body: HomeSectionBody;
}

export function saveHomeSection({ id, body }: HomeSectionSave): Promise<AdminHomeSection> {
  return id === undefined
    ? api.post<AdminHomeSection>(apiPaths.admin.homeSections.href(), body)
    : api.put<AdminHomeSection>(apiPaths.admin.homeSection.href(id), body);
}

export function deleteHomeSection(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.homeSection.href(id));
}

/** ADM-HSEC-04, ADM-HSEC-06: creates or replaces a section with its products; the home page follows through the live event. */
export function useSaveHomeSection(isNew: boolean, onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveHomeSection,
    invalidate: ({ id }, section) => [
      adminHomeSectionKeys.lists(),
      adminHomeSectionKeys.detail(id ?? section?.id ?? 0),
    ],
    success: t(isNew ? 'homeSections.created' : 'homeSections.updated'),
    error: t(isNew ? 'homeSections.createFailed' : 'homeSections.updateFailed'),
    onFieldErrors,
  });
}

export function useDeleteHomeSection() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteHomeSection,
    invalidate: (id) => [adminHomeSectionKeys.lists(), adminHomeSectionKeys.detail(id)],
    success: t('homeSections.deleted'),
    error: t('homeSections.deleteFailed'),
  });
}
