import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** A read that failed: what did not load, and a way to ask again. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center">
      <p className="text-zinc-700">{message}</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
