import { HeartButton } from '@/components/ui/heart-button';
import type { WishlistProduct } from '../api/add-to-wishlist';
import { useWishlistToggle } from '../api/use-wishlist-toggle';

interface WishlistToggleProps {
  product: WishlistProduct;
  /** `overlay` sits on a card's image; `outlined` beside the product page's Add to Cart. */
  variant?: 'overlay' | 'outlined';
  className?: string;
}

/** The wishlist heart of a product (SF-CARD-07, SF-WISH-05). */
export function WishlistToggle({ product, variant, className }: WishlistToggleProps) {
  const { toggle, ...heart } = useWishlistToggle(product);
  return <HeartButton {...heart} onToggle={toggle} variant={variant} className={className} />;
}
