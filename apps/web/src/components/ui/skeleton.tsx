import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const skeletonVariants = cva('animate-pulse bg-zinc-200/80', {
  variants: {
    radius: { none: '', md: 'rounded-md', full: 'rounded-full', xl: 'rounded-3xl' },
  },
  defaultVariants: { radius: 'md' },
});

export function Skeleton({
  className,
  radius,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof skeletonVariants>) {
  return <div aria-hidden="true" className={cn(skeletonVariants({ radius }), className)} {...props} />;
}
