import { useId, type ReactNode } from 'react';
import { Select } from '@/components/ui/select';

interface ListFilterProps {
  label: string;
  /** The filter's value in the address; '' for "all". */
  value: string;
  /** Gets undefined for the "all" option (value ''), which takes the filter out of the address. */
  onChange: (value: string | undefined) => void;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled select in a list's toolbar (`ListToolbar`'s `filters`), e.g. a type or a status. */
export function ListFilter({ label, value, onChange, children }: ListFilterProps) {
  const id = useId();
  return (
    <div className="grid gap-1.5 max-sm:w-full">
      <label htmlFor={id} className="text-sm font-medium text-zinc-800">
        {label}
      </label>
      <Select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value || undefined)}
        className="min-w-40"
      >
        {children}
      </Select>
    </div>
  );
}
