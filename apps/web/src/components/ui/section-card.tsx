import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

interface SectionCardProps {
  title: string;
  /** The heading's id, for a page that points at it; one is made when not given. */
  titleId?: string;
  /** Beside the title (a switch, a count). */
  aside?: ReactNode;
  className?: string;
  children?: ReactNode;
  id?: string;
}

/** One titled white card: a block of the checkout, of an order's confirmation or tracking. */
export function SectionCard({ title, titleId, aside, className, children, id }: SectionCardProps) {
  const madeId = useId();
  const headingId = titleId ?? madeId;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6', className)}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-zinc-950">
          {title}
        </h2>
        {aside}
      </div>
      {children !== undefined && <div className="mt-4">{children}</div>}
    </section>
  );
}
