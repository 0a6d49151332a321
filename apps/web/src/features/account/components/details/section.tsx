import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionProps {
  title: string;
  titleId: string;
  description?: ReactNode;
  /** Beside the title (an action). */
  aside?: ReactNode;
  tone?: 'default' | 'danger';
  className?: string;
  children: ReactNode;
}

/** One titled card of Account Details. */
export function Section({ title, titleId, description, aside, tone = 'default', className, children }: SectionProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6',
        tone === 'danger' ? 'ring-red-200' : 'ring-zinc-200/70',
        className,
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className={cn('text-lg font-bold', tone === 'danger' ? 'text-red-700' : 'text-zinc-950')}>
            {title}
          </h2>
          {description && <p className="mt-1 text-sm text-zinc-600">{description}</p>}
        </div>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
