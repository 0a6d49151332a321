import { errorCodes } from '@marquee/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useAddToCart } from './add-to-cart';
import { rateLimitMessage } from '@/lib/rate-limit';

/** After an add the button reads "Added to Cart" and cannot add again for this long (BC-19). */
export const ADD_TO_CART_LOCK_MS = 1200;

export interface CartProduct {
  id: number;
  title: string;
  priceCents: number;
  stockQuantity: number;
}

/**
 * Adds `quantity` of the product with the specification's toasts (SF-CART-12, MSG-CART-01)
 * and the 1200 ms lock (SF-CARD-02); what it returns besides `add` is the state an
 * AddToCartButton (components/ui) shows.
 */
export function useAddToCartAction(product: CartProduct, quantity = 1) {
  const { t } = useTranslation();
  const [justAdded, setJustAdded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const mutation = useAddToCart({
    onSuccess: (_cart, { quantity = 1 }) => {
      toast.success(t('cart.addedTitle'), {
        description: t('cart.addedDescription', { quantity, title: product.title }),
      });
      setJustAdded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setJustAdded(false), ADD_TO_CART_LOCK_MS);
    },
    onError: (error) => {
      console.error('Adding to the cart failed', error);
      // A stock refusal says why (the server names the limit); anything else gets the plain text.
      const reason = isApiError(error) && error.code === errorCodes.INSUFFICIENT_STOCK ? ` (${error.message})` : '';
      // A 429 says how long to wait (issue 10).
      toast.error(t('common.error'), { description: rateLimitMessage(error, t) ?? `${t('cart.addFailed')}${reason}` });
    },
  });

  const add = () => {
    if (justAdded || mutation.isPending) return;
    mutation.mutate({ productId: product.id, quantity });
  };

  const outOfStock = product.stockQuantity <= 0;
  const label = justAdded ? t('cart.addedToCart') : outOfStock ? t('cart.outOfStock') : t('cart.addToCart');
  return { add, label, justAdded, isPending: mutation.isPending, outOfStock };
}
