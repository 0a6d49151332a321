import { Star, StarHalf } from 'lucide-react';
import { cn } from '@/lib/utils';

interface StarRatingProps {
  /** 0 to 5. */
  rating: number;
  /** Accessible description, e.g. "Rated 4.5 out of 5". */
  label: string;
  className?: string;
}

/** Five stars: full stars for the integer part, a half star when the fraction is 0.5 or more. */
export function StarRating({ rating, label, className }: StarRatingProps) {
  const full = Math.floor(rating);
  const half = rating - full >= 0.5;
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center gap-0.5 text-amber-400', className)}>
      {Array.from({ length: 5 }, (_, index) => {
        if (index < full) return <Star key={index} aria-hidden="true" className="size-4 fill-current" />;
        if (index === full && half) {
          return (
            <span key={index} className="relative inline-flex">
              <Star aria-hidden="true" className="size-4 text-zinc-300" />
              <StarHalf aria-hidden="true" className="absolute inset-0 size-4 fill-current rtl:-scale-x-100" />
            </span>
          );
        }
        return <Star key={index} aria-hidden="true" className="size-4 text-zinc-300" />;
      })}
    </span>
  );
}
