import { apiPaths, type Wishlist } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { wishlistKeys } from './keys';

export function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api.get<Wishlist>(apiPaths.wishlist.href(), { signal });
}

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistKeys.current(),
    queryFn: ({ signal }) => getWishlist(signal),
  });

export function useWishlist() {
  return useQuery(wishlistQueryOptions());
}
