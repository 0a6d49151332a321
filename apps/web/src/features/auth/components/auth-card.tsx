import type { ReactNode } from 'react';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card used by the sign-in, reset and admin login screens. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <div className="relative isolate overflow-hidden px-4 py-12 sm:py-20">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-72 bg-[radial-gradient(ellipse_at_top,var(--color-primary)_0%,transparent_65%)] opacity-20"
      />
      <div className="mx-auto w-full max-w-md rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-zinc-900/5 ring-zinc-200 sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-950">{title}</h1>
        {description && <div className="mt-2 text-sm text-zinc-600">{description}</div>}
        <div className="mt-6">{children}</div>
      </div>
      {footer && <div className="mx-auto mt-6 max-w-md text-center text-sm text-zinc-600">{footer}</div>}
    </div>
  );
}
