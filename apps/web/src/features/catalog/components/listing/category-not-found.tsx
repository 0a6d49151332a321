import { FolderX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@marquee/contracts';

/** An unknown category id (SF-CAT-10). */
export function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      page
      icon={FolderX}
      title={t('listing.categoryNotFoundTitle')}
      text={t('listing.categoryNotFoundText')}
      action={{ label: t('common.returnHome'), to: paths.home.href() }}
    />
  );
}
