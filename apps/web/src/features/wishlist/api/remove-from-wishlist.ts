import { apiPaths, type Wishlist } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { wishlistKeys } from './keys';

export function removeFromWishlist(productId: number): Promise<Wishlist> {
  return api.delete<Wishlist>(apiPaths.wishlistItem.href(productId));
}

/** Optimistic removal (SF-WISH-04): the entry goes at once; on failure a refetch restores the list. */
export function useRemoveFromWishlist(mutationConfig?: MutationConfig<typeof removeFromWishlist>) {
  const queryClient = useQueryClient();
  const key = wishlistKeys.current();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: removeFromWishlist,
    onMutate: async (productId) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Wishlist>(key);
      if (previous) {
        queryClient.setQueryData<Wishlist>(key, {
          items: previous.items.filter((item) => item.productId !== productId),
        });
      }
      return { previous };
    },
    onSuccess: async (...args) => {
      queryClient.setQueryData(key, args[0]);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      console.error('Removing from the wishlist failed', args[0]);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      await onError?.(...args);
    },
  });
}
