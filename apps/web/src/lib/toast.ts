import { useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import type { ExternalToast } from 'sonner';

/**
 * Toasts through sonner, loaded on first use: the toast library stays out of the
 * shopper's initial JavaScript. <LazyToaster> (app/provider) mounts sonner's <Toaster>
 * once a toast is requested; sonner replays toasts created before it subscribed.
 */

type Sonner = typeof SonnerModule;
let sonner: Promise<Sonner> | undefined;
let requested = false;
const listeners = new Set<() => void>();

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

function show(kind: 'success' | 'error' | 'info', title: string, options?: ExternalToast): void {
  loadSonner().then(
    ({ toast: sonnerToast }) => sonnerToast[kind](title, options),
    (error: unknown) => console.error('Toast could not be shown', title, error),
  );
}

export const toast = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  /** Destructive toast (red with richColors). */
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
};

/** True once any toast was requested: the Toaster is mounted from then on. */
export function useToasterRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
