import { apiPaths, type AdminProductSet, type ProductSetBody } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminProductSetKeys } from './keys';

export interface ProductSetSave {
  /** The set to replace; undefined creates one. */
  id?: number;
  body: ProductSetBody;
}

export function saveProductSet({ id, body }: ProductSetSave): Promise<AdminProductSet> {
  return id === undefined
    ? api.post<AdminProductSet>(apiPaths.admin.productSets.href(), body)
    : api.put<AdminProductSet>(apiPaths.admin.productSet.href(id), body);
}

export function deleteProductSet(id: number): Promise<{ ok: true }> {
  return api.delete<{ ok: true }>(apiPaths.admin.productSet.href(id));
}

/** ADM-SET-01: creates or replaces a set; open product pages follow through the live event (ADM-SET-02). */
export function useSaveProductSet(isNew: boolean, onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveProductSet,
    invalidate: ({ id }, set) => [adminProductSetKeys.lists(), adminProductSetKeys.detail(id ?? set?.id ?? 0)],
    success: t(isNew ? 'productSets.created' : 'productSets.updated'),
    error: t(isNew ? 'productSets.createFailed' : 'productSets.saveFailed'),
    onFieldErrors,
  });
}

export function useDeleteProductSet() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteProductSet,
    invalidate: (id) => [adminProductSetKeys.lists(), adminProductSetKeys.detail(id)],
    success: t('productSets.deleted'),
    error: t('productSets.deleteFailed'),
  });
}
