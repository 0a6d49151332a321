import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The confirmation e-mail the server sent through its outbox (R-25, SF-THX-03). */
export function EmailNotice({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-start gap-3 rounded-xl border border-primary/20 bg-primary/5 px-4 py-3 text-sm text-zinc-800">
      <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <span className="min-w-0 break-words">{t('orders.emailNotice', { email })}</span>
    </p>
  );
}
