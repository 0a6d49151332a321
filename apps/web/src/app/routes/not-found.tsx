import { Film } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@marquee/contracts';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NotFoundRoute() {
  const { t } = useTranslation();
  const location = useLocation();
  useDocumentTitle(t('notFound.title'));

  useEffect(() => {
    console.warn('404: no page at', location.pathname);
  }, [location.pathname]);

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="inline-flex items-center gap-2 text-6xl font-black tracking-tight">
        <Film aria-hidden="true" className="size-12 text-secondary" />
        <span className="bg-gradient-to-r from-primary to-secondary bg-clip-text text-transparent">
          {t('notFound.code')}
        </span>
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-zinc-950">{t('notFound.title')}</h1>
      <p className="mt-3 text-zinc-600">{t('notFound.text')}</p>
      <Button asChild variant="gradient" size="lg" className="mt-8">
        <Link to={paths.home.href()}>{t('common.returnHome')}</Link>
      </Button>
    </section>
  );
}
