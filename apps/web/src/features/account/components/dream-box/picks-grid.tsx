import { ImageOff } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface Pick {
  id: number;
  label: string;
  imageUrl: string | null;
  imageAlt: string;
}

/** The films (tall posters) or categories (square pictures) the subscriber chose. */
export function PicksGrid({
  title,
  picks,
  shape,
}: {
  title: string;
  picks: readonly Pick[];
  shape: 'poster' | 'square';
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <h3 id={titleId} className="text-base font-bold text-zinc-950">
        {title}
      </h3>
      <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {picks.map((pick) => (
          <li key={pick.id} className="min-w-0">
            <div
              className={cn(
                'relative overflow-hidden rounded-xl bg-zinc-100 ring-1 ring-zinc-200',
                shape === 'poster' ? 'aspect-[2/3]' : 'aspect-square',
              )}
            >
              {pick.imageUrl ? (
                <img
                  src={pick.imageUrl}
                  alt={pick.imageAlt}
                  loading="lazy"
                  decoding="async"
                  className="size-full object-cover"
                />
              ) : (
                <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-6 text-zinc-400" />
              )}
            </div>
            <p className="mt-2 text-sm leading-tight font-semibold break-words text-zinc-900">{pick.label}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
