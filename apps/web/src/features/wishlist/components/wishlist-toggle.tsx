import { Heart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { toast } from '@/lib/toast';
import { useAddToWishlist, type WishlistProduct } from '../api/add-to-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { useWishlistStatus } from './wishlist-status';

interface WishlistToggleProps {
  product: WishlistProduct;
  /** `overlay` sits on a card's image; `outlined` beside the product page's Add to Cart. */
  variant?: 'overlay' | 'outlined';
  className?: string;
}

/** Adds or removes the product (optimistic), disabled while a change is in flight (SF-CARD-07, SF-WISH-05). */
export function WishlistToggle({ product, variant = 'overlay', className }: WishlistToggleProps) {
  const { t } = useTranslation();
  const wishlist = useWishlistStatus();
  const add = useAddToWishlist({
    onSuccess: () => toast.success(t('wishlist.addedTitle'), { description: t('wishlist.addedDescription') }),
    onError: (error) => {
      console.error('Adding to the wishlist failed', error);
      toast.error(t('common.error'), { description: t('wishlist.addFailed') });
    },
  });
  const remove = useRemoveFromWishlist({
    onSuccess: () => toast.success(t('wishlist.removedTitle'), { description: t('wishlist.removedDescription') }),
    onError: () => toast.error(t('common.error'), { description: t('wishlist.updateFailed') }),
  });
  const saved = wishlist.saved.has(product.id);
  // Unknown until the list loads: toggling then could add a duplicate or remove by mistake.
  const busy = add.isPending || remove.isPending || wishlist.loading;
  const label = saved ? t('wishlist.remove') : t('wishlist.add');

  const toggle = () => {
    if (busy) return;
    if (saved) remove.mutate(product.id);
    else add.mutate(product);
  };

  return (
    <button
      type="button"
      onClick={toggle}
      disabled={busy}
      aria-label={label}
      title={label}
      className={cn(
        'relative z-10 inline-flex shrink-0 items-center justify-center rounded-full transition-colors outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:cursor-wait disabled:opacity-60',
        variant === 'overlay'
          ? 'size-9 bg-white/90 text-zinc-700 shadow-sm backdrop-blur hover:bg-white hover:text-secondary'
          : 'size-12 border border-zinc-300 bg-white text-zinc-700 hover:border-secondary hover:text-secondary',
        className,
      )}
    >
      <Heart
        aria-hidden="true"
        className={cn(variant === 'overlay' ? 'size-4' : 'size-5', saved && 'fill-secondary text-secondary')}
      />
    </button>
  );
}
