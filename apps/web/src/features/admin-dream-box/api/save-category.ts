import { apiPaths, type AdminDreamBoxCategory, type DreamBoxCategoryBody } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminDreamBoxKeys } from './keys';

export function createDreamBoxCategory(body: DreamBoxCategoryBody): Promise<AdminDreamBoxCategory> {
  return api.post<AdminDreamBoxCategory>(apiPaths.admin.dreamBoxCategories.href(), body);
}

export function updateDreamBoxCategory({
  id,
  body,
}: {
  id: number;
  body: DreamBoxCategoryBody;
}): Promise<AdminDreamBoxCategory> {
  return api.put<AdminDreamBoxCategory>(apiPaths.admin.dreamBoxCategory.href(id), body);
}

export function deleteDreamBoxCategory(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.dreamBoxCategory.href(id));
}

function useInvalidateCategories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminDreamBoxKeys.lists() });
}

/** ADM-DBOX-06: 'Failed to create category'. */
export function useCreateDreamBoxCategory() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: createDreamBoxCategory,
    onSuccess: (category) => toast.success(t('dreamBox.categories.created', { name: category.name })),
    onError: (error) => toast.error(t('dreamBox.categories.createFailed'), { description: error.message }),
    onSettled: invalidate,
  });
}

/** ADM-DBOX-06: 'Failed to save category'. */
export function useUpdateDreamBoxCategory() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: updateDreamBoxCategory,
    onSuccess: (category) => toast.success(t('dreamBox.categories.updated', { name: category.name })),
    onError: (error) => toast.error(t('dreamBox.categories.saveFailed'), { description: error.message }),
    onSettled: invalidate,
  });
}

/** ADM-DBOX-06: 'Failed to delete category'. */
export function useDeleteDreamBoxCategory() {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: deleteDreamBoxCategory,
    onSuccess: () => toast.success(t('dreamBox.categories.deleted')),
    onError: (error) => toast.error(t('dreamBox.categories.deleteFailed'), { description: error.message }),
    onSettled: invalidate,
  });
}
