import { FlaskConical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/**
 * Marks an order paid through the offline test provider (issue 26): staff must not take it for
 * money received. `short` is the list's "Test"; otherwise the detail's whole sentence.
 */
export function TestOrderBadge({ short = false }: { short?: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone="warning" className="gap-1" title={short ? t('orders.test.label') : undefined}>
      <FlaskConical aria-hidden="true" className="size-3.5" />
      {short ? t('orders.test.badge') : t('orders.test.detail')}
    </Badge>
  );
}
