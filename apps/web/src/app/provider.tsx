import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { queryClient } from '@/lib/query-client';
import { loadSonner, useToasterRequested } from '@/lib/toast';

const Toaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));

/** Shown while the language catalogue loads (before any translated text exists). */
export function FullPageFallback() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-2 border-primary border-t-transparent"
      />
      <span className="sr-only">Loading</span>
    </div>
  );
}

function AppToaster() {
  const { i18n } = useTranslation();
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="top-center" dir={i18n.dir()} />
    </Suspense>
  );
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageFallback />}>
          {children}
          <AppToaster />
        </Suspense>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
