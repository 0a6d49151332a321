import { paths } from '@marquee/contracts';
import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/**
 * No order to show: the number is missing, unknown, or not this visitor's (the server answers
 * 404 to anyone but the owner, issue 27: a guest's browser only for an hour after buying).
 * The buyer is sent to their confirmation e-mail's link, to sign in, or to the look-up.
 * Nothing is made up in its place.
 */
export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-primary/10 text-primary">
        <PackageSearch aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-zinc-950">{t('orders.notFoundTitle')}</h1>
      <p className="mt-3 text-zinc-600">{t('orders.notFoundText')}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild variant="gradient" size="lg">
          <Link to={paths.orderTracking.href()}>{t('orders.findOrder')}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.login.href()}>{t('header.signIn')}</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={paths.home.href()}>{t('common.returnHome')}</Link>
        </Button>
      </div>
    </section>
  );
}
