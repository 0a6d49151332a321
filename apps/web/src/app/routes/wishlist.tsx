import { WishlistView } from '@/features/wishlist/components/wishlist-view';

export function WishlistRoute() {
  return <WishlistView />;
}
