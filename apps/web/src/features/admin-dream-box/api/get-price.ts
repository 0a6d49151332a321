import { apiPaths, type DreamBoxPrice } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminDreamBoxKeys } from './keys';

export function getDreamBoxPrice(signal?: AbortSignal): Promise<DreamBoxPrice> {
  return api.get<DreamBoxPrice>(apiPaths.admin.dreamBoxPrice.href(), { signal });
}

export const dreamBoxPriceQueryOptions = () =>
  queryOptions({ queryKey: adminDreamBoxKeys.price(), queryFn: ({ signal }) => getDreamBoxPrice(signal) });

export function useDreamBoxPrice() {
  return useQuery(dreamBoxPriceQueryOptions());
}
