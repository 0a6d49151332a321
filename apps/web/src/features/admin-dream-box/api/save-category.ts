import { apiPaths, type AdminDreamBoxCategory, type DreamBoxCategoryBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminDreamBoxKeys } from './keys';

export interface DreamBoxCategorySave {
  /** The category to replace; undefined creates one. */
  id?: number | undefined;
  body: DreamBoxCategoryBody;
}

export function saveDreamBoxCategory({ id, body }: DreamBoxCategorySave): Promise<AdminDreamBoxCategory> {
  return id === undefined
    ? api.post<AdminDreamBoxCategory>(apiPaths.admin.dreamBoxCategories.href(), body)
    : api.put<AdminDreamBoxCategory>(apiPaths.admin.dreamBoxCategory.href(id), body);
}

export function deleteDreamBoxCategory(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.dreamBoxCategory.href(id));
}

/** ADM-DBOX-06: 'Category X created' or 'Category X saved' / 'Failed to create category' or 'Failed to save category'. */
export function useSaveDreamBoxCategory(isNew: boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveDreamBoxCategory,
    invalidate: () => [adminDreamBoxKeys.lists()],
    success: (category) =>
      t(isNew ? 'dreamBox.categories.created' : 'dreamBox.categories.updated', { name: category.name }),
    error: t(isNew ? 'dreamBox.categories.createFailed' : 'dreamBox.categories.saveFailed'),
  });
}

/** ADM-DBOX-06: 'Category deleted' / 'Failed to delete category'. */
export function useDeleteDreamBoxCategory() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteDreamBoxCategory,
    invalidate: () => [adminDreamBoxKeys.lists()],
    success: t('dreamBox.categories.deleted'),
    error: t('dreamBox.categories.deleteFailed'),
  });
}
