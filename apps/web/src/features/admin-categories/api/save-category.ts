import { apiPaths, type AdminCategory, type CategoryBody, type CategoryDeleted } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminCategoryKeys } from './keys';

export interface CategorySave {
  /** The category to update; undefined creates one. */
  id?: number;
  body: CategoryBody;
  /** The filter tags to set (ADM-CATG-04); undefined leaves them as they are. */
  tagIds?: number[];
}

/** ADM-CATG-01/02, then ADM-CATG-04: the texts, then the filter tags when they changed. */
export async function saveCategory({ id, body, tagIds }: CategorySave): Promise<AdminCategory> {
  const saved =
    id === undefined
      ? await api.post<AdminCategory>(apiPaths.admin.categories.href(), body)
      : await api.put<AdminCategory>(apiPaths.admin.category.href(id), body);
  if (tagIds === undefined) return saved;
  return api.put<AdminCategory>(apiPaths.admin.categoryFilters.href(saved.id), { tagIds });
}

export function deleteCategory(id: number): Promise<CategoryDeleted> {
  return api.delete<CategoryDeleted>(apiPaths.admin.category.href(id));
}

/** Creates or edits a category; the lists and the category refetch. */
export function useSaveCategory(isNew: boolean, onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveCategory,
    invalidate: ({ id }, category) => [adminCategoryKeys.lists(), adminCategoryKeys.detail(id ?? category?.id ?? 0)],
    success: t(isNew ? 'categories.created' : 'categories.updated'),
    error: t(isNew ? 'categories.createFailed' : 'categories.saveFailed'),
    onFieldErrors,
  });
}

/** ADM-CATG-03: the toast says how many products lost their primary category. */
export function useDeleteCategory() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteCategory,
    invalidate: (id) => [adminCategoryKeys.lists(), adminCategoryKeys.detail(id)],
    success: t('categories.deleted'),
    successDescription: ({ productsWithoutCategory: count }: CategoryDeleted) =>
      count > 0 ? t('categories.productsUncategorised', { count }) : '',
    error: t('categories.deleteFailed'),
  });
}
