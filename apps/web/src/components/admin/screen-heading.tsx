import type { ReactNode } from 'react';

interface ScreenHeadingProps {
  /** The heading's id: the screen's `<section aria-labelledby>` points at it. */
  id: string;
  title: ReactNode;
  /** One sentence on what the screen manages. */
  intro?: ReactNode;
  /** The screen's main action (Add …), at the heading's end. */
  actions?: ReactNode;
}

/** The heading every admin screen starts with (docs/admin-screens.md). */
export function ScreenHeading({ id, title, intro, actions }: ScreenHeadingProps) {
  const heading = (
    <div className="grid gap-1">
      <h2 id={id} className="text-xl font-semibold text-zinc-900">
        {title}
      </h2>
      {intro && <p className="text-sm text-zinc-600">{intro}</p>}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      {actions}
    </div>
  );
}
