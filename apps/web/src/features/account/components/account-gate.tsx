import { paths, type SessionUser } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { isApiError } from '@/lib/api-client';
import { RETURN_TO_PARAM } from '@/lib/return-to';
import { accountKeys } from '../api/keys';
import { useAccountSession, useLeavingAccount } from '../api/use-account-session';

/**
 * /account's gate (ACC-01..03, R-34): 'Verifying authentication...' until this visit's own
 * session check answers; a guest, or a session that ends while the page is open, goes to
 * /login and comes back here after signing in.
 */
export function AccountGate({ children }: { children: (user: SessionUser) => ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const session = useAccountSession();
  const { refetch } = session;
  const user = session.data?.user ?? null;
  const leaving = useLeavingAccount(user !== null);
  const checked = session.isFetchedAfterMount;

  useEffect(() => {
    // Whatever of the account is cached belonged to a session that has ended.
    if (checked && !user) queryClient.removeQueries({ queryKey: accountKeys.all });
  }, [checked, user, queryClient]);

  // ACC-02: a check that answers with another user (signed in as someone else in another tab)
  // must not leave the first one's data on screen.
  const shownUserId = useRef<string | null>(null);
  useEffect(() => {
    if (!user) return;
    if (shownUserId.current !== null && shownUserId.current !== user.id) {
      void queryClient.resetQueries({ queryKey: accountKeys.all });
    }
    shownUserId.current = user.id;
  }, [user, queryClient]);

  useEffect(() => {
    // An account API answering 401 means the session ended between two checks: check now.
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] !== accountKeys.all[0]) return;
      if (isApiError(event.action.error) && event.action.error.status === 401) void refetch();
    });
  }, [queryClient, refetch]);

  if (leaving && !user) return <PageLoader label={t('common.loading')} />;
  if (!checked) return <PageLoader label={t('account.verifying')} />;
  if (session.isError && !session.data) {
    // Not an answer about the session (the store could not be reached): no reason to sign out.
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
        <p className="text-zinc-700">{t('account.checkFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void session.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!user) {
    const returnTo = `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href({ [RETURN_TO_PARAM]: returnTo })} replace />;
  }
  // Keyed by the user, so forms never keep another user's values.
  return <Fragment key={user.id}>{children(user)}</Fragment>;
}
