import { Check, ShoppingCart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useCurrency } from '@/lib/currency';
import { cn } from '@/lib/utils';
import { useAddToCartAction, type CartProduct } from './use-add-to-cart-action';

interface AddToCartButtonProps {
  product: CartProduct;
  /** How many to add; the button shows price × quantity (SF-PROD-13). */
  quantity?: number;
  /** `compact` fits product cards and wishlist cards; `large` the product page. */
  size?: 'compact' | 'large';
  /** Off where the price is already shown right above (wishlist cards). */
  showPrice?: boolean;
  className?: string;
}

/** Add to Cart showing the (line) price in the selected currency; reads "Added to Cart" for 1.2 s after an add. */
export function AddToCartButton({
  product,
  quantity = 1,
  size = 'compact',
  showPrice = true,
  className,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const { formatPrice } = useCurrency();
  const { add, justAdded, isPending, outOfStock } = useAddToCartAction(product);
  const price = formatPrice(product.priceCents * quantity);
  const large = size === 'large';

  const label = justAdded ? (
    <span className="inline-flex items-center gap-1.5">
      <Check aria-hidden="true" className="size-4" />
      {t('cart.addedToCart')}
    </span>
  ) : outOfStock ? (
    t('cart.outOfStock')
  ) : (
    <>
      <span className="inline-flex items-center gap-1.5">
        {isPending ? (
          <Spinner size="sm" tone="current" />
        ) : (
          <ShoppingCart aria-hidden="true" className={cn('size-4', !large && 'max-sm:hidden')} />
        )}
        {t('cart.addToCart')}
      </span>
      {showPrice && (
        <span className="font-bold tabular-nums">
          {large && <span aria-hidden="true">· </span>}
          {price}
        </span>
      )}
    </>
  );

  return (
    <button
      type="button"
      onClick={() => add(quantity)}
      // Stays enabled while busy or locked (add() ignores those clicks), so keyboard focus is not lost.
      disabled={outOfStock}
      aria-busy={isPending || undefined}
      className={cn(
        'relative z-10 inline-flex w-full flex-wrap items-center justify-center font-semibold transition outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50',
        justAdded
          ? 'bg-zinc-100 text-zinc-900'
          : 'bg-gradient-to-r from-primary to-secondary text-white shadow-sm hover:brightness-110',
        large
          ? 'min-h-12 gap-x-2 rounded-xl px-6 py-2 text-base sm:w-auto sm:min-w-64'
          : 'min-h-9 gap-x-2 gap-y-0.5 rounded-md px-2 py-1.5 text-xs',
        className,
      )}
    >
      {label}
    </button>
  );
}
