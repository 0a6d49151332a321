import { Clapperboard } from 'lucide-react';
import type { ReactNode } from 'react';

interface AdminLayoutProps {
  title: string;
  /** Header actions, e.g. the Logout button. */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminLayout({ title, actions, children }: AdminLayoutProps) {
  return (
    <div className="min-h-dvh bg-zinc-100">
      <header className="sticky top-0 z-30 border-b border-white/10 bg-zinc-950 text-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <h1 className="flex items-center gap-2 text-lg font-bold tracking-tight">
            <Clapperboard aria-hidden="true" className="size-5 text-secondary" />
            {title}
          </h1>
          <div className="flex items-center gap-2">{actions}</div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">{children}</main>
    </div>
  );
}
