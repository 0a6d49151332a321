import { ACCOUNT_SESSION_RECHECK_MS } from '@marquee/contracts';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { sessionQueryOptions } from '@/features/auth/api/get-session';
import { signOut } from '@/features/auth/api/sign-out';
import { deleteAccount } from './delete-account';

/**
 * The session as /account checks it (ACC-01..03): asked afresh when the page opens, again
 * every 30 seconds and whenever the window regains focus, so a session ended elsewhere
 * (signed out, expired, password changed, account disabled) is noticed. The server still
 * answers account data only to its owner; this is for what the customer sees.
 */
export function useAccountSession() {
  const session = useQuery({
    ...sessionQueryOptions(),
    refetchOnMount: 'always',
    // The query library's "focus" is the tab becoming visible ...
    refetchOnWindowFocus: 'always',
    refetchInterval: ACCOUNT_SESSION_RECHECK_MS,
  });
  const { refetch } = session;
  useEffect(() => {
    // ... and coming back from another window is a focus too.
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return session;
}

/**
 * Whether the customer is leaving on purpose (signing out, here or in the header, or deleting
 * the account): the session ends before the move home, and the gate must not send them to
 * /login meanwhile. It stays true after the mutation until the page is left; a sign-out that
 * failed (still signed in) clears it.
 */
export function useLeavingAccount(signedIn: boolean): boolean {
  const mutating =
    useIsMutating({
      predicate: (mutation) => mutation.options.mutationFn === signOut || mutation.options.mutationFn === deleteAccount,
    }) > 0;
  const [left, setLeft] = useState(false);
  if (mutating && !left) setLeft(true);
  if (!mutating && left && signedIn) setLeft(false);
  return mutating || (left && !signedIn);
}
