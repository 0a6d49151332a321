import { cn } from '@/lib/utils';

interface StarRatingProps {
  /** 0 to 5. */
  rating: number;
  /** Accessible description, e.g. "Rated 4.5 out of 5". */
  label: string;
  className?: string;
}

// lucide's star and half star (24-unit grid), drawn here in one <svg> per rating: five icon
// components per card made up a large share of a listing's markup and hydration work.
const STAR =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const HALF_STAR =
  'M12 18.338a2.1 2.1 0 0 0-.987.244L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.12 2.12 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.12 2.12 0 0 0 1.597-1.16l2.309-4.679A.53.53 0 0 1 12 2';
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
        {stars.map((star, index) => (
          <g key={index} data-star={star} transform={`translate(${index * STEP} 0)`}>
            <path d={STAR} className={star === 'full' ? 'fill-current' : 'text-zinc-300'} />
            {star === 'half' && <path d={HALF_STAR} className="fill-current" />}
          </g>
        ))}
      </svg>
    </span>
  );
}
