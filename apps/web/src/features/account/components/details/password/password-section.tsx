import type { PasswordChangeStatus } from '@marquee/contracts';
import { Lock, MailCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { usePasswordStatus } from '../../../api/get-password-status';
import { accountKeys } from '../../../api/keys';
import { useSendPasswordCode } from '../../../api/send-password-code';
import { useCountdown } from '../../../hooks/use-countdown';
import { formatCountdown } from '../../../lib/countdown';
import { lockSecondsOf } from '../../../lib/password-errors';
import { lockedStatus, passwordStepOf } from '../../../lib/password-step';
import { Section } from '../section';
import { CodeStep } from './code-step';
import { NewPasswordStep } from './new-password-step';

/**
 * The password change by e-mailed code (ACC-08..15, R-05..R-07): idle, code sent, code
 * accepted, new password, done. The server keeps the step, the attempts and the lock; this
 * shows them, with the lock's live hh:mm:ss countdown (ACC-13).
 */
export function PasswordSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = usePasswordStatus();
  const sendCode = useSendPasswordCode();
  const [done, setDone] = useState(false);
  const [expired, setExpired] = useState(false);
  // Steps reached by the customer's own action take the focus; a step restored on reload does not.
  const [acted, setActed] = useState(false);
  const { now, remaining } = useCountdown(status.data?.lockedUntil, () => void status.refetch());

  const lock = (seconds: number) =>
    queryClient.setQueryData<PasswordChangeStatus>(accountKeys.passwordStatus(), (current) =>
      lockedStatus(current, seconds, Date.now()),
    );

  const requestCode = () => {
    setDone(false);
    setActed(true);
    sendCode.mutate(undefined, {
      onSuccess: () => {
        setExpired(false);
        toast.success(t('account.password.codeSentTitle'), { description: t('account.password.codeSent', { email }) });
      },
      onError: (error) => {
        const lockSeconds = lockSecondsOf(error);
        if (lockSeconds !== null) return lock(lockSeconds);
        toast.error(t('account.password.sendFailed'));
      },
    });
  };

  const section = (children: ReactNode) => (
    <Section
      titleId="account-password-title"
      title={t('account.password.title')}
      description={t('account.password.description')}
    >
      {children}
    </Section>
  );

  if (status.isPending) return section(<Skeleton className="h-10 w-44" />);
  if (status.isError) {
    return section(
      <div role="alert" className="grid justify-items-start gap-3 text-sm text-zinc-700">
        <p>{t('account.password.loadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </div>,
    );
  }

  if (done) {
    return section(
      <div className="grid justify-items-start gap-4">
        <Alert variant="success" className="flex items-start gap-2">
          <MailCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('account.password.updatedText')}
        </Alert>
        <Button variant="outline" onClick={() => setDone(false)}>
          {t('account.password.done')}
        </Button>
      </div>,
    );
  }

  const step = passwordStepOf(status.data, now);
  const sendFailure = sendCode.error && lockSecondsOf(sendCode.error) === null ? sendCode.error : null;

  if (step === 'code') {
    return section(
      <CodeStep
        email={email}
        attemptsRemaining={status.data.attemptsRemaining}
        onLocked={lock}
        onExpired={() => setExpired(true)}
        onResend={requestCode}
        resending={sendCode.isPending}
        autoFocus={acted}
      />,
    );
  }
  if (step === 'newPassword') return section(<NewPasswordStep onDone={() => setDone(true)} autoFocus={acted} />);

  const time = formatCountdown(remaining ?? 0);
  return section(
    <div className="grid justify-items-start gap-4">
      {step === 'locked' && (
        <div className="w-full rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <p className="font-semibold">{t('account.password.lockedTitle')}</p>
          <p>
            {t('account.password.lockedText')} {/* A timer is not announced each second (its live region is off). */}
            <span role="timer" aria-label={t('account.password.lockedFor')} className="font-mono font-semibold">
              {time}
            </span>
          </p>
        </div>
      )}
      {step === 'idle' && expired && <Alert variant="destructive">{t('account.password.codeExpired')}</Alert>}
      <RateLimitAlert error={sendFailure} />
      <Button onClick={requestCode} isLoading={sendCode.isPending} disabled={step === 'locked'}>
        {step === 'locked' && <Lock aria-hidden="true" />}
        {step === 'locked' ? t('account.password.changeLocked', { time }) : t('account.password.change')}
      </Button>
    </div>,
  );
}
