import { useId } from 'react';
import { RRGGBB_COLOR } from '@marquee/contracts';
import { cn } from '@/lib/utils';

interface ColorInputProps {
  value: string;
  onChange: (value: string) => void;
  /** The text field's id (FormField passes it), so the label names the text field. */
  id?: string;
  /** The accessible name of the colour picker. */
  pickerLabel: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  disabled?: boolean;
  className?: string;
}

/** A colour picker beside a text field holding the same hex colour (#rrggbb); either edits it. */
export function ColorInput({ value, onChange, id, pickerLabel, disabled, className, ...aria }: ColorInputProps) {
  const fallbackId = useId();
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <input
        type="color"
        aria-label={pickerLabel}
        value={RRGGBB_COLOR.test(value) ? value : '#000000'}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-white p-1 outline-none focus-visible:ring-2 focus-visible:ring-accent disabled:cursor-not-allowed"
      />
      <input
        id={id ?? fallbackId}
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        maxLength={7}
        className="flex h-11 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 font-mono text-base text-zinc-900 uppercase shadow-xs outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 aria-invalid:border-red-500 sm:text-sm"
        {...aria}
      />
    </div>
  );
}
