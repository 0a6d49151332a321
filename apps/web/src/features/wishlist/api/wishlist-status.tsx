import type { Wishlist } from '@marquee/contracts';
import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';

/** What a wishlist heart needs: whether the list is known yet, and which products are on it. */
export interface WishlistStatus {
  loading: boolean;
  saved: ReadonlySet<number>;
}

const WishlistStatusContext = createContext<WishlistStatus | null>(null);

interface WishlistStatusProviderProps {
  /** The wishlist query of the store's shell, which already subscribes for the header badge. */
  wishlist: { data?: Wishlist; isPending: boolean };
  children: ReactNode;
}

/**
 * Hands the wishlist to every heart on the page from the one subscription the shell has.
 * A heart subscribing by itself re-rendered synchronously when the list arrived: with a
 * listing's 24 hearts that was one 45 ms task, input waiting behind it. The hearts now follow
 * in a deferred render, which React slices and interrupts for input.
 */
export function WishlistStatusProvider({ wishlist, children }: WishlistStatusProviderProps) {
  const items = wishlist.data?.items;
  const status = useMemo<WishlistStatus>(
    () => ({ loading: wishlist.isPending, saved: new Set(items?.map((item) => item.productId)) }),
    [wishlist.isPending, items],
  );
  return <WishlistStatusContext.Provider value={useDeferredValue(status)}>{children}</WishlistStatusContext.Provider>;
}

export function useWishlistStatus(): WishlistStatus {
  const status = useContext(WishlistStatusContext);
  if (!status) throw new Error('useWishlistStatus must be used inside <WishlistStatusProvider>');
  return status;
}
