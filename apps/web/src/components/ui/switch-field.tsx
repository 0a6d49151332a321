import { useId } from 'react';
import { Label } from './label';
import { Switch } from './switch';

interface SwitchFieldProps {
  label: string;
  /** A line under the label, read with the switch. */
  hint?: string | undefined;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  id?: string | undefined;
}

/** A switch with its label beside it (Active, Published). */
export function SwitchField({ label, hint, checked, onCheckedChange, id }: SwitchFieldProps) {
  const ownId = useId();
  const switchId = id ?? ownId;
  const hintId = `${switchId}-hint`;
  return (
    <div className="flex items-center gap-3">
      <Switch
        id={switchId}
        checked={checked}
        onCheckedChange={onCheckedChange}
        aria-describedby={hint ? hintId : undefined}
      />
      <div className="grid gap-1">
        <Label htmlFor={switchId}>{label}</Label>
        {hint && (
          <span id={hintId} className="text-xs text-zinc-500">
            {hint}
          </span>
        )}
      </div>
    </div>
  );
}
