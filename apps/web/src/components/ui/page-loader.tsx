import { Spinner } from './spinner';

/** Centred spinner for a whole screen or section while it loads. */
export function PageLoader({ label, className = 'min-h-[50vh]' }: { label: string; className?: string }) {
  return (
    <div className={`flex items-center justify-center ${className}`}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
