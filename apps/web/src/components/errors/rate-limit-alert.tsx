import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { rateLimitMessage } from '@/lib/rate-limit';

/**
 * Where the shopper acted, the 429 message with its wait (role="alert"); nothing for any other
 * error or none. Forms pass their mutation's error.
 */
export function RateLimitAlert({ error, className }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  const message = rateLimitMessage(error, t);
  if (!message) return null;
  return (
    <Alert variant="destructive" className={className}>
      {message}
    </Alert>
  );
}
