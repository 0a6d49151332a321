import { SpriteIcon } from '@/components/ui/icon-sprite';
import { cn } from '@/lib/utils';

interface HeartButtonProps {
  /** Filled while the product is on the wishlist. */
  saved: boolean;
  /** Disabled while a change is in flight. */
  busy: boolean;
  /** Add or remove, in the shopper's language; also the tooltip. */
  label: string;
  onToggle: () => void;
  /** `overlay` sits on a card's image; `outlined` beside the product page's Add to Cart. */
  variant?: 'overlay' | 'outlined';
  className?: string;
}

/** The wishlist heart (SF-CARD-07, SF-WISH-05); the wishlist feature's useWishlistToggle drives it. */
export function HeartButton({ saved, busy, label, onToggle, variant = 'overlay', className }: HeartButtonProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
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
      <SpriteIcon
        name="heart"
        className={cn(variant === 'overlay' ? 'size-4' : 'size-5', saved && 'fill-secondary text-secondary')}
      />
    </button>
  );
}
