import { Check } from 'lucide-react';
import { SpriteIcon } from '@/components/ui/icon-sprite';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

interface AddToCartButtonProps {
  /** The text of the button's state: Add to Cart, Added to Cart or Out of Stock. */
  label: string;
  /** Just added: reads "Added to Cart" with a check for the lock's 1.2 s. */
  justAdded: boolean;
  /** An add is in flight: a spinner takes the cart icon's place. */
  isPending: boolean;
  outOfStock: boolean;
  onAdd: () => void;
  /** The (line) price in the selected currency; left out where the price is shown right above (wishlist cards). */
  price?: string;
  /** `compact` fits product cards and wishlist cards; `large` the product page. */
  size?: 'compact' | 'large';
  className?: string;
}

/** Add to Cart with the price (SF-CARD-02, SF-PROD-13); the cart feature's useAddToCartAction drives it. */
export function AddToCartButton({
  label,
  justAdded,
  isPending,
  outOfStock,
  onAdd,
  price,
  size = 'compact',
  className,
}: AddToCartButtonProps) {
  const large = size === 'large';

  const content = justAdded ? (
    <span className="inline-flex items-center gap-1.5">
      <Check aria-hidden="true" className="size-4" />
      {label}
    </span>
  ) : outOfStock ? (
    label
  ) : (
    <>
      <span className="inline-flex items-center gap-1.5">
        {isPending ? (
          <Spinner size="sm" tone="current" />
        ) : (
          <SpriteIcon name="cart" className={cn('size-4', !large && 'max-sm:hidden')} />
        )}
        {label}
      </span>
      {price !== undefined && (
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
      onClick={onAdd}
      // Stays enabled while busy or locked (the action ignores those clicks), so keyboard focus is not lost.
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
      {content}
    </button>
  );
}
