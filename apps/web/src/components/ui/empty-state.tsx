import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface EmptyStateProps {
  icon: LucideIcon;
  title: string;
  text: string;
  action: { label: string; to: string };
  /** A whole-page state (not found) gets the page's h1; a state inside a page an h2. */
  page?: boolean;
  iconClassName?: string;
}

/** The icon, heading, text and one way onward shown by empty and not-found states. */
export function EmptyState({ icon: Icon, title, text, action, page = false, iconClassName }: EmptyStateProps) {
  const Heading = page ? 'h1' : 'h2';
  const Wrapper = page ? 'section' : 'div';
  return (
    <Wrapper
      className={cn('mx-auto flex flex-col items-center text-center', page ? 'max-w-xl px-4 py-24' : 'max-w-md py-16')}
    >
      <span
        className={cn(
          'inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary',
          iconClassName,
        )}
      >
        <Icon aria-hidden="true" className="size-8" />
      </span>
      <Heading className={cn('mt-6 font-bold text-zinc-950', page ? 'text-3xl tracking-tight' : 'text-2xl')}>
        {title}
      </Heading>
      <p className="mt-3 text-zinc-600">{text}</p>
      <Button asChild variant="gradient" size="lg" className="mt-8">
        <Link to={action.to}>{action.label}</Link>
      </Button>
    </Wrapper>
  );
}
