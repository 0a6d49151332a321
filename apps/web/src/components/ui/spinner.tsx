import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/utils';

const spinnerVariants = cva('animate-spin rounded-full border-2 border-current border-t-transparent', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    tone: { primary: 'text-primary', current: '' },
  },
  defaultVariants: { size: 'md', tone: 'primary' },
});

interface SpinnerProps extends VariantProps<typeof spinnerVariants> {
  className?: string;
  /** Accessible text; omit when the spinner sits in a labelled control. */
  label?: string;
}

export function Spinner({ size, tone, className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span aria-hidden="true" className={cn(spinnerVariants({ size, tone }), className)} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
