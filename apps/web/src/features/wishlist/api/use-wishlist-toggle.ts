import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAddToWishlist, type WishlistProduct } from './add-to-wishlist';
import { useRemoveFromWishlist } from './remove-from-wishlist';
import { useWishlistStatus } from './wishlist-status';
import { rateLimitMessage } from '@/lib/rate-limit';

/**
 * Adds or removes the product (optimistic), busy while a change is in flight (SF-CARD-07,
 * SF-WISH-05) but not while the list loads; what it returns besides `toggle` is the state a
 * HeartButton (components/ui) shows. Reads the list from the shell's deferred wishlist
 * status (decision 049).
 */
export function useWishlistToggle(product: WishlistProduct) {
  const { t } = useTranslation();
  const wishlist = useWishlistStatus();
  const add = useAddToWishlist({
    onSuccess: () => toast.success(t('wishlist.addedTitle'), { description: t('wishlist.addedDescription') }),
    onError: (error) => {
      console.error('Adding to the wishlist failed', error);
      toast.error(t('common.error'), { description: rateLimitMessage(error, t) ?? t('wishlist.addFailed') });
    },
  });
  const remove = useRemoveFromWishlist({
    onSuccess: () => toast.success(t('wishlist.removedTitle'), { description: t('wishlist.removedDescription') }),
    onError: (error) =>
      toast.error(t('common.error'), { description: rateLimitMessage(error, t) ?? t('wishlist.updateFailed') }),
  });
  const saved = wishlist.saved.has(product.id);
  const busy = add.isPending || remove.isPending;

  // A tap before the list is known (just after the page loads) means "add": the heart showed
  // empty, and the server's add is idempotent, so it never removes or duplicates (decision 063).
  const toggle = () => {
    if (busy) return;
    if (saved && !wishlist.loading) remove.mutate(product.id);
    else add.mutate(product);
  };

  return { toggle, saved, busy, label: saved ? t('wishlist.remove') : t('wishlist.add') };
}
