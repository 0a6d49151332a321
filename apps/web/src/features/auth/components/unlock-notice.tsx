import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';

/** The parameter the lock e-mail's unlock link lands with (server: modules/auth/unlock-route.ts). */
const UNLOCK_PARAM = 'unlock';
type Outcome = 'done' | 'invalid';

const isOutcome = (value: string | null): value is Outcome => value === 'done' || value === 'invalid';

/**
 * What the lock e-mail's unlock link did (issue 27 point 3): this browser may now sign in, or
 * the link was invalid or used. Read after hydration (the server renders the sign-in pages
 * without the parameter) and then taken out of the address, so a reload or a shared address
 * does not repeat it.
 */
export function UnlockNotice() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    const value = searchParams.get(UNLOCK_PARAM);
    if (value === null) return;
    // After the hydrating render, which must match the server's (it had no parameter).
    const timer = setTimeout(() => {
      if (isOutcome(value)) setOutcome(value);
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(UNLOCK_PARAM);
          return next;
        },
        { replace: true },
      );
    }, 0);
    return () => clearTimeout(timer);
  }, [searchParams, setSearchParams]);

  if (outcome === 'done') return <Alert variant="success">{t('login.unlocked')}</Alert>;
  if (outcome === 'invalid') return <Alert variant="destructive">{t('login.unlockInvalid')}</Alert>;
  return null;
}
