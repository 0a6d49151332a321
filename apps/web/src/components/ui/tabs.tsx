import { createContext, useContext, useId, type ComponentProps, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';

/**
 * Accessible tabs (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow
 * keys move between tabs (mirrored right-to-left), Home/End jump to the ends.
 */

interface TabsContextValue {
  baseId: string;
  value: string;
  onValueChange: (value: string) => void;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error('Tabs parts must be used within <Tabs>');
  return context;
}

const safeId = (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, '-');

interface TabsProps extends Omit<ComponentProps<'div'>, 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function Tabs({ value, onValueChange, className, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext.Provider value={{ baseId, value, onValueChange }}>
      <div className={className} {...props} />
    </TabsContext.Provider>
  );
}

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { onValueChange } = useTabsContext();

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not([disabled])'));
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (current + step + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    target.focus();
    const nextValue = target.dataset.value;
    if (nextValue) onValueChange(nextValue);
  };

  return <div role="tablist" className={cn('flex', className)} onKeyDown={handleKeyDown} {...props} />;
}

interface TabsTriggerProps extends ComponentProps<'button'> {
  value: string;
}

export function TabsTrigger({ value, className, onClick, ...props }: TabsTriggerProps) {
  const { baseId, value: selected, onValueChange } = useTabsContext();
  const isSelected = value === selected;
  return (
    <button
      type="button"
      role="tab"
      id={`${baseId}-tab-${safeId(value)}`}
      aria-selected={isSelected}
      aria-controls={`${baseId}-panel-${safeId(value)}`}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      data-state={isSelected ? 'active' : 'inactive'}
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-accent', className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onValueChange(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

export function TabsContent({ value, className, ...props }: TabsContentProps) {
  const { baseId, value: selected } = useTabsContext();
  if (value !== selected) return null;
  return (
    <div
      role="tabpanel"
      id={`${baseId}-panel-${safeId(value)}`}
      aria-labelledby={`${baseId}-tab-${safeId(value)}`}
      tabIndex={0}
      className={cn('outline-none focus-visible:ring-2 focus-visible:ring-accent', className)}
      {...props}
    />
  );
}
