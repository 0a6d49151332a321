import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle';
import type { ProductCardActions } from '@/lib/product-card-actions';

/** The storefront's card actions: Add to Cart with the price and the wishlist toggle (SF-CARD-01). */
export const storeProductCardActions: ProductCardActions = {
  imageAction: (product) => <WishlistToggle product={product} />,
  footerAction: (product) => <AddToCartButton product={product} />,
};
