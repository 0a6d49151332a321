import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppErrorBoundary } from '@/components/errors/app-error-boundary';
import { RememberedCurrencyContext } from '@/lib/currency';
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

interface AppProviderProps {
  client: QueryClient;
  /** The shopper's remembered currency code (cookie), if any. */
  currency: string | null;
  children: ReactNode;
}

/** Shared by the browser entry (main.tsx) and server rendering (ssr/render-page.tsx). */
export function AppProvider({ client, currency, children }: AppProviderProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={client}>
        <RememberedCurrencyContext.Provider value={currency}>
          <Suspense fallback={<FullPageFallback />}>
            {children}
            <AppToaster />
          </Suspense>
        </RememberedCurrencyContext.Provider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
