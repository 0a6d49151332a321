import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** Active or Disabled: whether the customer may sign in. */
export function SignInBadge({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        disabled ? 'bg-red-100 text-red-800' : 'bg-emerald-100 text-emerald-900',
      )}
    >
      {t(disabled ? 'adminCustomers.status.disabled' : 'adminCustomers.status.active')}
    </span>
  );
}
