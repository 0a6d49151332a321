import { apiPaths, type AdminCustomPage, type AdminCustomPageRow, type CustomPageBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminCustomPageKeys } from './keys';

export function createCustomPage(body: CustomPageBody): Promise<AdminCustomPage> {
  return api.post<AdminCustomPage>(apiPaths.admin.customPages.href(), body);
}

/** The editor's save: PUT replaces every field it edits (ADM-CPAGE-09 sets updated_at). */
export function updateCustomPage({ id, body }: { id: number; body: CustomPageBody }): Promise<AdminCustomPage> {
  return api.put<AdminCustomPage>(apiPaths.admin.customPage.href(id), body);
}

/** The list's publish toggle (ADM-CPAGE-02). */
export function setCustomPagePublished({ id, isPublished }: { id: number; isPublished: boolean }) {
  return api.patch<AdminCustomPageRow>(apiPaths.admin.customPage.href(id), { isPublished });
}

export function deleteCustomPage(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.customPage.href(id));
}

/** MSG-PAGE-01: 'Failed to create page' and its success; field errors go onto the form. */
export function useCreateCustomPage(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: createCustomPage,
    invalidate: () => [adminCustomPageKeys.lists()],
    success: t('customPages.toast.created'),
    error: t('customPages.toast.createFailed'),
    ...(onFieldErrors && { onFieldErrors }),
  });
}

/** MSG-PAGE-01: 'Failed to update page' and its success. */
export function useUpdateCustomPage(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: updateCustomPage,
    invalidate: ({ id }) => [adminCustomPageKeys.lists(), adminCustomPageKeys.detail(id)],
    success: t('customPages.toast.updated'),
    error: t('customPages.toast.updateFailed'),
    ...(onFieldErrors && { onFieldErrors }),
  });
}

/** Publish or Draft from the list; a failure is 'Failed to update page'. */
export function useSetCustomPagePublished() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: setCustomPagePublished,
    invalidate: ({ id }) => [adminCustomPageKeys.lists(), adminCustomPageKeys.detail(id)],
    success: (row) => (row.isPublished ? t('customPages.toast.published') : t('customPages.toast.drafted')),
    error: t('customPages.toast.updateFailed'),
  });
}

/** MSG-PAGE-01: 'Failed to delete page' and its success. */
export function useDeleteCustomPage() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteCustomPage,
    invalidate: (id) => [adminCustomPageKeys.lists(), adminCustomPageKeys.detail(id)],
    success: t('customPages.toast.deleted'),
    error: t('customPages.toast.deleteFailed'),
  });
}
