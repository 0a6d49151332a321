import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';

/** SF-FILM-01: the film page's shape while it loads. */
export function FilmSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-8">
      <div className="flex items-center justify-center gap-3">
        <Skeleton className="h-9 w-24" radius="full" />
        <Skeleton className="h-12 w-56" />
        <Skeleton className="h-9 w-24" radius="full" />
      </div>
      <Skeleton radius="xl" className="aspect-[21/9] w-full" />
      <div className="grid gap-3">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </div>
    </div>
  );
}
