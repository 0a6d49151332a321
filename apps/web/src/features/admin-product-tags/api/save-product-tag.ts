import {
  apiPaths,
  type AdminProductTag,
  type ProductTagBody,
  type ProductTagDeleted,
  type ProductTagUpdateBody,
} from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminProductTagKeys } from './keys';

export type ProductTagSave = { id?: undefined; body: ProductTagBody } | { id: number; body: ProductTagUpdateBody };

export function saveProductTag({ id, body }: ProductTagSave): Promise<AdminProductTag> {
  return id === undefined
    ? api.post<AdminProductTag>(apiPaths.admin.productTags.href(), body)
    : api.patch<AdminProductTag>(apiPaths.admin.productTag.href(id), body);
}

export function deleteProductTag(id: number): Promise<ProductTagDeleted> {
  return api.delete<ProductTagDeleted>(apiPaths.admin.productTag.href(id));
}

/** ADM-TAG-01/02: creates or edits a tag; the lists (the category form's chips too) and the tag refetch. */
export function useSaveProductTag(isNew: boolean, onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: saveProductTag,
    invalidate: ({ id }, tag) => [adminProductTagKeys.lists(), adminProductTagKeys.detail(id ?? tag?.id ?? 0)],
    success: t(isNew ? 'productTags.created' : 'productTags.updated'),
    error: t(isNew ? 'productTags.createFailed' : 'productTags.saveFailed'),
    onFieldErrors,
  });
}

export function useDeleteProductTag() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteProductTag,
    invalidate: (id) => [adminProductTagKeys.lists(), adminProductTagKeys.detail(id)],
    success: t('productTags.deleted'),
    error: t('productTags.deleteFailed'),
  });
}
