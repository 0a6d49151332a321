import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation e-mail the server sent through its outbox (R-25, SF-THX-03); for an order
 * whose payment is pending, the e-mail still to come when it clears.
 */
export function EmailNotice({ email, pending }: { email: string; pending?: boolean }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-3 rounded-xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-zinc-800">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="min-w-0 break-words">
        {t(pending ? 'orders.confirmation.pendingNotice' : 'orders.emailNotice', { email })}
      </span>
    </p>
  );
}
