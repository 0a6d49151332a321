import type { WishlistItem } from '@marquee/contracts';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistView } from '@/features/wishlist/components/wishlist-view';

const addToCart = (item: WishlistItem) => (
  <AddToCartButton
    product={{ id: item.productId, title: item.title, priceCents: item.priceCents, stockQuantity: item.stockQuantity }}
    showPrice={false}
  />
);

export function WishlistRoute() {
  return <WishlistView renderAddToCart={addToCart} />;
}
