import type { AccountSession } from '@marquee/contracts';
import { Monitor } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useSessions } from '../../api/get-sessions';
import { useRevokeOtherSessions } from '../../api/revoke-other-sessions';
import { useRevokeSession } from '../../api/revoke-session';
import { formatDateTime } from '@/lib/format-date';
import { Section } from './section';

/** The account's signed-in browsers (beyond the specification): this one marked, the others signed out one by one or together. */
export function SessionsSection() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const list = sessions.data?.sessions ?? [];
  const others = list.filter((session) => !session.current);

  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => toast.success(t('account.sessions.signedOutOthers')),
      onError: (error) => toast.error(t('account.sessions.failed'), { description: error.message }),
    });

  return (
    <Section
      titleId="account-sessions-title"
      title={t('account.sessions.title')}
      description={t('account.sessions.description')}
      aside={
        others.length > 0 && (
          <Button variant="outline" size="sm" onClick={signOutOthers} isLoading={revokeOthers.isPending}>
            {t('account.sessions.signOutOthers')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <div className="grid gap-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : sessions.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm text-zinc-700">
          <p>{t('account.sessions.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void sessions.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ul className="divide-y divide-zinc-100 rounded-xl ring-1 ring-zinc-200">
          {list.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
      {sessions.isSuccess && others.length === 0 && (
        <p className="mt-3 text-sm text-zinc-500">{t('account.sessions.noOthers')}</p>
      )}
    </Section>
  );
}

function SessionRow({ session }: { session: AccountSession }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const revoke = useRevokeSession();

  const signOut = () =>
    revoke.mutate(session.id, {
      onSuccess: () => toast.success(t('account.sessions.signedOutOne', { browser: session.browser })),
      onError: (error) => toast.error(t('account.sessions.failed'), { description: error.message }),
    });

  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <Monitor aria-hidden="true" className="size-5 shrink-0 text-zinc-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-zinc-900">
          {session.browser}
          {session.current && (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('account.sessions.thisDevice')}
            </span>
          )}
        </p>
        <p className="mt-0.5 text-xs text-zinc-500">
          {t('account.sessions.signedIn', { when: formatDateTime(session.signedInAt, locale) })}
          {' · '}
          {t('account.sessions.lastActive', { when: formatDateTime(session.lastActiveAt, locale) })}
          {' · '}
          {session.ipAddress ? (
            <bdi>{t('account.sessions.ip', { ip: session.ipAddress })}</bdi>
          ) : (
            t('account.sessions.unknownIp')
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="ghost"
          size="sm"
          onClick={signOut}
          isLoading={revoke.isPending}
          aria-label={t('account.sessions.signOutDevice', { browser: session.browser })}
        >
          {t('account.sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
