import { apiPaths, type AdminFooterPage, type FooterPageBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminFooterPageKeys } from './keys';

export type FooterPageSave = { id?: number | undefined; body: FooterPageBody };

export function saveFooterPage({ id, body }: FooterPageSave): Promise<AdminFooterPage> {
  return id === undefined
    ? api.post<AdminFooterPage>(apiPaths.admin.footerPages.href(), body)
    : api.put<AdminFooterPage>(apiPaths.admin.footerPage.href(id), body);
}

export function deleteFooterPage(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.footerPage.href(id));
}

/** Creates or saves a page; the lists and the page refetch; field messages go on the form. */
export function useSaveFooterPage(isNew: boolean, onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveFooterPage,
    invalidate: ({ id }, saved) => [adminFooterPageKeys.lists(), adminFooterPageKeys.detail(id ?? saved?.id ?? 0)],
    success: (page) => t(isNew ? 'footerPages.created' : 'footerPages.saved', { title: page.title }),
    error: t(isNew ? 'footerPages.createFailed' : 'footerPages.saveFailed'),
    onFieldErrors,
  });
}

export function useDeleteFooterPage() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteFooterPage,
    invalidate: (id) => [adminFooterPageKeys.lists(), adminFooterPageKeys.detail(id)],
    success: t('footerPages.deleted'),
    error: t('footerPages.deleteFailed'),
  });
}
