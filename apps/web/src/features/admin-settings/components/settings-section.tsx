import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ContrastWarning } from '@marquee/contracts';

/** A titled card of the Settings tab. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6">
      <div className="grid gap-1">
        <h3 id={id} className="text-lg font-semibold text-zinc-900">
          {title}
        </h3>
        {description && <p className="text-sm text-zinc-600">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** While the settings load: a placeholder; when they fail: ADM-SITE-05's message and a retry. */
export function SettingsLoadState({ isError, onRetry }: { isError: boolean; onRetry: () => void }) {
  const { t } = useTranslation('admin');
  if (!isError) return <Skeleton className="h-64 w-full" />;
  return (
    <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
      <span>{t('siteSettings.fetchFailed')}</span>
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('kit.retry')}
      </Button>
    </Alert>
  );
}

/** which colours would make text hard to read; a warning, never a refusal. */
export function ContrastWarnings({
  warnings,
  label,
}: {
  warnings: ContrastWarning[];
  label: (name: string) => string;
}) {
  const { t } = useTranslation('admin');
  if (warnings.length === 0) return null;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p className="font-semibold">{t('siteSettings.contrastTitle')}</p>
      <ul className="mt-1 list-disc ps-5">
        {warnings.map((warning) => (
          <li key={warning.name}>
            {t('siteSettings.contrastWarning', { colour: label(warning.name), ratio: warning.ratio.toFixed(2) })}
          </li>
        ))}
      </ul>
    </div>
  );
}
