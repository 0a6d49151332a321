import { errorCodes } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/lib/api-client';
import { isReauthenticated, useReauthStatus } from '../api/get-reauth-status';
import { accountKeys } from '../api/keys';

/**
 * Runs an action that needs a recent re-authentication (deleting the account, downloading its
 * data; issue 27 point 4): at once while this session's proof counts, else after the customer
 * confirms in the dialog. An action the server still refused with 403 REAUTH_REQUIRED (the proof
 * ran out meanwhile) is handed back through `retryAfterReauth`, which asks again.
 */
export function useReauthGate() {
  const queryClient = useQueryClient();
  const status = useReauthStatus();
  // The action waiting for the dialog; a function in state is set through an updater.
  const [waiting, setWaiting] = useState<(() => void) | null>(null);

  const ask = (action: () => void) => setWaiting(() => action);

  const withReauth = (action: () => void) => {
    if (isReauthenticated(status.data)) action();
    else ask(action);
  };

  /** True when `error` was the server asking for re-authentication: the dialog opens, then `retry` runs. */
  const retryAfterReauth = (error: unknown, retry: () => void): boolean => {
    if (!isApiError(error) || error.code !== errorCodes.REAUTH_REQUIRED) return false;
    queryClient.setQueryData(accountKeys.reauth(), (old) => old && { ...old, reauthenticatedUntil: null });
    ask(retry);
    return true;
  };

  const dialog = {
    open: waiting !== null,
    status: status.data,
    onOpenChange: (open: boolean) => {
      if (!open) setWaiting(null);
    },
    onConfirmed: () => {
      const action = waiting;
      setWaiting(null);
      action?.();
    },
  };

  return { withReauth, retryAfterReauth, dialog };
}
