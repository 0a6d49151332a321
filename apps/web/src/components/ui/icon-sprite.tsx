import { Heart, ShoppingCart } from 'lucide-react';
import type { ReactNode } from 'react';

// lucide's star and half star (24-unit grid), without lucide's own stroke settings: the rating
// that draws them sets those once for its five stars.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const HALF_STAR =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';

/*
 * The icons a page repeats (a card's heart and cart, a rating's stars), drawn once per page as
 * <symbol>s that every copy points to with <use>: on the home page 20 ratings, 28 hearts and 28
 * carts were 77 KB of the same paths (decision 074). A lucide icon keeps its own stroke, but
 * its fill is inherited, so a class on the icon that uses it (a saved heart) can still fill it.
 */
const SYMBOLS = {
  star: <path d={STAR} />,
  'star-half': <path d={HALF_STAR} />,
  heart: <Heart fill="inherit" />,
  cart: <ShoppingCart fill="inherit" />,
} satisfies Record<string, ReactNode>;

export type SpriteIconName = keyof typeof SYMBOLS;

/** The address an icon's <use> points to. */
export const spriteIconHref = (name: SpriteIconName) => `#marquee-icon-${name}`;

/**
 * The symbols, hidden, once in every page (the app's root renders it, so it is in the server's
 * HTML and in pages the browser renders alike). Not display:none: some browsers then draw
 * nothing that points into it.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute overflow-hidden">
      {Object.entries(SYMBOLS).map(([name, icon]) => (
        <symbol key={name} id={spriteIconHref(name as SpriteIconName).slice(1)}>
          {icon}
        </symbol>
      ))}
    </svg>
  );
}

interface SpriteIconProps {
  name: SpriteIconName;
  className?: string;
}

/** A 24-unit icon drawn from the page's sprite; size and colour come from `className`, as with lucide's. */
export function SpriteIcon({ name, className }: SpriteIconProps) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" className={className}>
      <use href={spriteIconHref(name)} />
    </svg>
  );
}
