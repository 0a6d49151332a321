import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** Active or Disabled: whether the customer may sign in. */
export function SignInBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={disabled ? 'danger' : 'success'}>
      {t(disabled ? 'customers.status.disabled' : 'customers.status.active')}
    </Badge>
  );
}
