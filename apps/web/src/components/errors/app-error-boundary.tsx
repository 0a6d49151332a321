import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: Error | null;
}

/**
 * Last-resort boundary around the providers (route errors are caught by the router's
 * error elements). Plain English text: translations may be what failed.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Application error', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-zinc-900">Something went wrong</h1>
        <p className="mt-3 text-zinc-600">The store could not start. Please reload the page.</p>
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="mt-6 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white"
        >
          Reload page
        </button>
      </div>
    );
  }
}
