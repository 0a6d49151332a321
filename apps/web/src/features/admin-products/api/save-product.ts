import {
  apiPaths,
  type AdminProductBody,
  type AdminProductDeleteResult,
  type AdminProductDetail,
  type AdminProductUpdate,
} from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

/** Every write refreshes the lists and the product's form data. */
function useProductMutation<TInput, TResult>(
  mutationFn: (input: TInput) => Promise<TResult>,
  productId: (input: TInput) => number | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: (_data, _error, input) => {
      void queryClient.invalidateQueries({ queryKey: adminProductKeys.lists() });
      const id = productId(input);
      if (id !== null) void queryClient.invalidateQueries({ queryKey: adminProductKeys.detail(id) });
    },
  });
}

export const useCreateProduct = () => useProductMutation(createProduct, () => null);
export const useUpdateProduct = () => useProductMutation(updateProduct, (input) => input.id);
export const useDeleteProduct = () => useProductMutation(deleteProduct, (id) => id);
