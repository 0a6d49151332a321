import { apiPaths, type Wishlist, type WishlistItem } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MutationConfig } from '@/lib/query-client';
import { wishlistKeys } from './keys';

/** What the optimistic entry needs to show at once; the server's answer replaces it. */
export type WishlistProduct = Pick<WishlistItem, 'title' | 'priceCents' | 'image' | 'stockQuantity'> & {
  id: number;
  description?: string;
};

export function addToWishlist(product: WishlistProduct): Promise<Wishlist> {
  return api.put<Wishlist>(apiPaths.wishlistItem.href(product.id));
}

/**
 * Optimistic add (SF-WISH-03): a temporary entry shows at once unless the product is
 * already there (no duplicates); a failure puts the previous list back and refetches.
 */
export function useAddToWishlist(mutationConfig?: MutationConfig<typeof addToWishlist>) {
  const queryClient = useQueryClient();
  const key = wishlistKeys.current();
  const { onSuccess, onError, ...rest } = mutationConfig ?? {};
  return useMutation({
    ...rest,
    mutationFn: addToWishlist,
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Wishlist>(key);
      if (previous && !previous.items.some((item) => item.productId === product.id)) {
        const temporary: WishlistItem = {
          productId: product.id,
          title: product.title,
          priceCents: product.priceCents,
          image: product.image,
          description: product.description ?? '',
          stockQuantity: product.stockQuantity,
          addedAt: new Date().toISOString(),
        };
        queryClient.setQueryData<Wishlist>(key, { items: [temporary, ...previous.items] });
      }
      return { previous };
    },
    onSuccess: async (...args) => {
      queryClient.setQueryData(key, args[0]);
      await onSuccess?.(...args);
    },
    onError: async (...args) => {
      const context = args[2] as { previous?: Wishlist } | undefined;
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      void queryClient.invalidateQueries({ queryKey: wishlistKeys.all });
      await onError?.(...args);
    },
  });
}
