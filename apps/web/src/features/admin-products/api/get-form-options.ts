import { apiPaths, type AdminProductFormOptions } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminProductKeys } from './keys';

export function getProductFormOptions(signal?: AbortSignal): Promise<AdminProductFormOptions> {
  return api.get<AdminProductFormOptions>(apiPaths.admin.productFormOptions.href(), { signal });
}

export const productFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminProductKeys.formOptions(),
    queryFn: ({ signal }) => getProductFormOptions(signal),
  });

/** Every category and tag for the form's category select and tag chips (and the list's filter). */
export function useProductFormOptions() {
  return useQuery(productFormOptionsQueryOptions());
}
