import { apiPaths, type AdminPageElement, type PageElementBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminPageElementKeys } from './keys';

export type PageElementSave = { id?: number | undefined; body: PageElementBody };

export function savePageElement({ id, body }: PageElementSave): Promise<AdminPageElement> {
  return id === undefined
    ? api.post<AdminPageElement>(apiPaths.admin.pageElements.href(), body)
    : api.put<AdminPageElement>(apiPaths.admin.pageElement.href(id), body);
}

export function deletePageElement(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.pageElement.href(id));
}

/** MSG-PAGE-04: 'Failed to save element'; field messages go on the form. */
export function useSavePageElement(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: savePageElement,
    invalidate: ({ id }, saved) => [adminPageElementKeys.lists(), adminPageElementKeys.detail(id ?? saved?.id ?? 0)],
    success: t('pageElements.saved'),
    error: t('pageElements.saveFailed'),
    onFieldErrors,
  });
}

/** MSG-PAGE-04: 'Failed to delete element'. */
export function useDeletePageElement() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deletePageElement,
    invalidate: (id) => [adminPageElementKeys.lists(), adminPageElementKeys.detail(id)],
    success: t('pageElements.deleted'),
    error: t('pageElements.deleteFailed'),
  });
}
