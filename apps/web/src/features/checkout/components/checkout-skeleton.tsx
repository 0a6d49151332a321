import { Skeleton } from '@/components/ui/skeleton';

/** The checkout's shape while the configuration and the first quote load. */
export function CheckoutSkeleton({ label }: { label: string }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Skeleton className="h-9 w-48" />
      <div role="status" aria-label={label} className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-8">
        <div className="grid content-start gap-6">
          <Skeleton className="h-40" radius="xl" />
          <Skeleton className="h-56" radius="xl" />
          <Skeleton className="h-96" radius="xl" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-36" radius="xl" />
          <Skeleton className="h-56" radius="xl" />
        </div>
      </div>
    </div>
  );
}
