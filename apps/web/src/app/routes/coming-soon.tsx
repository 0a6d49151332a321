import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@marquee/contracts';
import { useDocumentTitle } from '@/hooks/use-document-title';
import type en from '@/locales/en.json';

export type ScreenKey = keyof (typeof en)['screens'];

/** Route `handle` of a screen that is wired but not built yet. */
export interface ScreenHandle {
  screen: ScreenKey;
}

function isScreenHandle(handle: unknown): handle is ScreenHandle {
  return typeof handle === 'object' && handle !== null && 'screen' in handle;
}

export function ComingSoon({ screen }: { screen: ScreenKey }) {
  const { t } = useTranslation();
  const name = t(`screens.${screen}`);
  useDocumentTitle(name);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-gradient-to-br from-primary/15 to-secondary/15 text-primary">
        <Sparkles aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-zinc-950">
        {t('common.comingSoon', { screen: name })}
      </h1>
      <p className="mt-3 text-zinc-600">{t('common.comingSoonText')}</p>
      <Button asChild variant="outline" className="mt-8">
        <Link to={paths.home.href()}>{t('common.returnHome')}</Link>
      </Button>
    </section>
  );
}

/** The route component for every placeholder screen: the screen comes from the route's handle. */
export function ComingSoonRoute() {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isScreenHandle);
  return <ComingSoon screen={handle?.screen ?? 'products'} />;
}
