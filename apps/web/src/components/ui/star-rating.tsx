import { spriteIconHref } from '@/components/ui/icon-sprite';
import { cn } from '@/lib/utils';

interface StarRatingProps {
  /** 0 to 5. */
  rating: number;
  /** Accessible description, e.g. "Rated 4.5 out of 5". */
  label: string;
  className?: string;
}

/** Each star is 16 px with 2 px between them: 24 units and 3 units on the icon grid. */
const STEP = 27;

type Star = 'full' | 'half' | 'empty';

/** Five stars: full stars for the integer part, a half star when the fraction is 0.5 or more. */
export function StarRating({ rating, label, className }: StarRatingProps) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  const stars = Array.from({ length: 5 }, (_, index): Star =>
    index < full ? 'full' : index === full && half ? 'half' : 'empty',
  );
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center text-amber-400', className)}>
      {/* Mirrored right to left: the stars fill from the right and the half star's filled side follows. */}
      <svg
        aria-hidden="true"
        className="rtl:-scale-x-100"
        width="88"
        height="16"
        viewBox={`0 0 ${STEP * 4 + 24} 24`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {/* The stars are the page's sprite symbols (icon-sprite.tsx): one copy of each path per page. */}
        {stars.map((star, index) => (
          <g key={index} data-star={star}>
            <use
              href={spriteIconHref('star')}
              x={index * STEP}
              className={star === 'full' ? 'fill-current' : 'text-zinc-300'}
            />
            {star === 'half' && <use href={spriteIconHref('star-half')} x={index * STEP} className="fill-current" />}
          </g>
        ))}
      </svg>
    </span>
  );
}
