import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@marquee/contracts';

/** A lazily loaded chunk that no longer exists (the store was redeployed) or failed to download. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The error element of a route section: the failure is logged and the shell stays usable. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('Route error', error);
  }, [error]);

  const chunk = isChunkLoadError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;

  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      aria-labelledby="route-error-title"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 id="route-error-title" className="mt-6 text-2xl font-bold tracking-tight text-zinc-900">
        {t('errors.title')}
      </h1>
      <p className="mt-3 text-zinc-600">{chunk ? t('errors.chunkText') : t('errors.text')}</p>
      {detail && <p className="mt-2 text-sm text-zinc-500">{detail}</p>}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('errors.reload')}</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home.href()} reloadDocument>
            {t('common.returnHome')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
