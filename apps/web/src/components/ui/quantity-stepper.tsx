import { Minus, Plus } from 'lucide-react';
import { cn } from '@/lib/utils';

interface QuantityStepperProps {
  value: number;
  onChange: (next: number) => void;
  /** The minus button is disabled at this value (1 on the product page and in the cart). */
  min?: number;
  max?: number;
  disabled?: boolean;
  /** Names the group, e.g. "Quantity" or "Quantity of Movie Poster". */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  size?: 'sm' | 'md';
  className?: string;
}

/** Minus, the value, plus: real buttons, and the value announced as it changes. */
export function QuantityStepper({
  value,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  disabled = false,
  label,
  decreaseLabel,
  increaseLabel,
  size = 'md',
  className,
}: QuantityStepperProps) {
  const buttonClass = cn(
    'inline-flex items-center justify-center text-zinc-700 transition-colors outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-accent disabled:pointer-events-none disabled:opacity-40',
    size === 'sm' ? 'size-8' : 'size-10',
  );
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex items-center overflow-hidden rounded-lg border border-zinc-300 bg-white', className)}
    >
      <button
        type="button"
        className={buttonClass}
        onClick={() => onChange(value - 1)}
        disabled={disabled || value <= min}
        aria-label={decreaseLabel}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output
        aria-live="polite"
        className={cn('min-w-10 text-center font-semibold text-zinc-900 tabular-nums', size === 'sm' && 'text-sm')}
      >
        {value}
      </output>
      <button
        type="button"
        className={buttonClass}
        onClick={() => onChange(value + 1)}
        disabled={disabled || value >= max}
        aria-label={increaseLabel}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
