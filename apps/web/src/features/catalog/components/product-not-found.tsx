import { PackageX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@marquee/contracts';

/** SF-PROD-02. */
export function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <EmptyState
      page
      icon={PackageX}
      title={t('product.notFoundTitle')}
      text={t('product.notFoundText')}
      action={{ label: t('common.returnHome'), to: paths.home.href() }}
    />
  );
}
