import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { useTranslation } from 'react-i18next';
import { useCustomPage } from '../api/get-custom-page';
import { usePage } from '../api/get-page';
import { CustomPageView } from './custom-page-view';
import { DynamicPageView } from './dynamic-page-view';
import { PageLoadingScreen } from './page-loading-screen';
import { PageMissing } from './page-missing';

/** A 404 is an answer (not found); anything else is a failure to load. */
const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

/** /page/{slug}: a dynamic page, or a custom page of that slug (spec D-02). */
export function PageScreen({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const { data, isPending, error } = usePage(slug);
  if (isPending) return <PageLoader label={t('common.loading')} />;
  if (error) return <PageMissing variant="page" failed={!isNotFound(error)} />;
  return data.kind === 'dynamic' ? <DynamicPageView page={data} /> : <CustomPageView page={data} />;
}

/** /custom/{slug}: a published custom page (CP-05..11). */
export function CustomPageScreen({ slug }: { slug: string }) {
  const { data, isPending, error } = useCustomPage(slug);
  if (isPending) return <PageLoadingScreen />;
  if (error) return <PageMissing variant="custom" failed={!isNotFound(error)} />;
  return <CustomPageView page={data} />;
}
