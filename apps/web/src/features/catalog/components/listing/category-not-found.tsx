import { FolderX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** An unknown category id (SF-CAT-10). */
export function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <FolderX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-zinc-950">{t('listing.categoryNotFoundTitle')}</h1>
      <p className="mt-3 text-zinc-600">{t('listing.categoryNotFoundText')}</p>
      <Button asChild variant="gradient" size="lg" className="mt-8">
        <Link to={paths.home.getHref()}>{t('common.returnHome')}</Link>
      </Button>
    </section>
  );
}
