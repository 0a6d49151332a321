import { FileQuestion } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@marquee/contracts';
import { useDocumentTitle } from '@/hooks/use-document-title';

interface PageMissingProps {
  /** 'page' is /page/{slug} (CP-02), 'custom' is /custom/{slug} (CP-11). */
  variant: 'page' | 'custom';
  /** True when loading failed rather than finding nothing (CP-03, CP-11). */
  failed: boolean;
}

export function PageMissing({ variant, failed }: PageMissingProps) {
  const { t } = useTranslation();
  const heading = failed
    ? t('content.failed')
    : variant === 'page'
      ? t('content.pageNotFound')
      : t('content.notFoundCode');
  const text = failed ? undefined : variant === 'page' ? t('content.pageNotFoundText') : t('content.customNotFound');
  useDocumentTitle(failed ? t('content.failed') : t('content.pageNotFound'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-full bg-zinc-100 text-zinc-500">
        <FileQuestion aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-4xl font-bold tracking-tight text-zinc-950">{heading}</h1>
      {text && <p className="mt-3 text-lg text-zinc-600">{text}</p>}
      <Link
        to={paths.home.href()}
        className="mt-8 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-white hover:bg-primary/90 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {t('common.returnHome')}
      </Link>
    </section>
  );
}
