import {
  apiPaths,
  type AdminProductBody,
  type AdminProductDeleteResult,
  type AdminProductDetail,
  type AdminProductUpdate,
} from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { api } from '@/lib/api-client';
import { adminProductKeys } from './keys';

export function createProduct(body: AdminProductBody): Promise<AdminProductDetail> {
  return api.post<AdminProductDetail>(apiPaths.admin.products.href(), body);
}

export function updateProduct({ id, body }: { id: number; body: AdminProductUpdate }): Promise<AdminProductDetail> {
  return api.put<AdminProductDetail>(apiPaths.admin.product.href(id), body);
}

/** `{ archived: true }` when orders refer to the product: it was archived, not deleted. */
export function deleteProduct(id: number): Promise<AdminProductDeleteResult> {
  return api.delete<AdminProductDeleteResult>(apiPaths.admin.product.href(id));
}

/** `onFieldErrors` puts the server's field messages (and a stale save) on the form instead of a toast. */
export function useCreateProduct(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: createProduct,
    invalidate: () => [adminProductKeys.lists()],
    success: t('products.created'),
    error: t('products.saveFailed'),
    ...(onFieldErrors && { onFieldErrors }),
  });
}

export function useUpdateProduct(onFieldErrors?: (error: unknown) => boolean) {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: updateProduct,
    invalidate: ({ id }) => [adminProductKeys.lists(), adminProductKeys.detail(id)],
    success: t('products.updated'),
    error: t('products.saveFailed'),
    ...(onFieldErrors && { onFieldErrors }),
  });
}

export function useDeleteProduct() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: deleteProduct,
    invalidate: (id) => [adminProductKeys.lists(), adminProductKeys.detail(id)],
    success: (result) => t(result.archived ? 'products.archived' : 'products.deleted'),
    error: t('products.deleteFailed'),
  });
}
