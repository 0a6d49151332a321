import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

interface SwitchProps extends Omit<ComponentProps<'button'>, 'onChange' | 'value' | 'role'> {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}

// The track and its thumb, shared with DreamBoxSwitch (a switch that holds its label).
export const switchTrackClass = (checked: boolean) =>
  cn(
    'relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors',
    checked ? 'bg-primary' : 'bg-zinc-300',
  );
export const switchThumbClass = (checked: boolean) =>
  cn(
    'inline-block size-5 rounded-full bg-white transition-transform',
    checked ? 'translate-x-5.5 rtl:-translate-x-5.5' : 'translate-x-0.5 rtl:-translate-x-0.5',
  );

/**
 * An on/off switch: a real button with role="switch" and aria-checked. Name it with a
 * <Label htmlFor> (FormField passes the id) or aria-label.
 */
export function Switch({ checked, onCheckedChange, className, disabled, ...props }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className={cn(
        switchTrackClass(checked),
        'cursor-pointer outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50',
        className,
      )}
      {...props}
    >
      <span aria-hidden="true" className={cn(switchThumbClass(checked), 'shadow-sm')} />
    </button>
  );
}
