import { apiPaths, type AdminProductDetail } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductKeys } from './keys';

export function getAdminProduct(id: number, signal?: AbortSignal): Promise<AdminProductDetail> {
  return api.get<AdminProductDetail>(apiPaths.admin.product.href(id), { signal });
}

export const adminProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminProductKeys.detail(id),
    queryFn: ({ signal }) => getAdminProduct(id, signal),
  });

/** One product's form data; off while no product is open. */
export function useAdminProduct(id: number | null) {
  return useQuery({ ...adminProductQueryOptions(id ?? 0), enabled: id !== null });
}
