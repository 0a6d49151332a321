import { zodResolver } from '@/lib/zod-resolver';
import { errorCodes, PASSWORD_CODE_ATTEMPTS, PASSWORD_CODE_LENGTH, passwordCodeBodySchema } from '@marquee/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useVerifyPasswordCode } from '../../../api/verify-password-code';
import { attemptsFromMessage, lockSecondsOf } from '../../../lib/password-errors';

interface CodeStepProps {
  email: string;
  attemptsRemaining: number;
  onLocked: (seconds: number) => void;
  onExpired: () => void;
  onResend: () => void;
  resending: boolean;
  /** Focus the code field: the customer just asked for the code (not on a reload). */
  autoFocus: boolean;
}

/** ACC-10..12: the e-mailed code, checked by the server; a wrong one says how many tries are left. */
export function CodeStep({
  email,
  attemptsRemaining,
  onLocked,
  onExpired,
  onResend,
  resending,
  autoFocus,
}: CodeStepProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(passwordCodeBodySchema), defaultValues: { code: '' } });
  // Handled in the hook's own callbacks: the status the answer brings can replace this step
  // (locked, expired) before a mutate() callback would run, and those skip unmounted callers.
  const verify = useVerifyPasswordCode({
    onError: (error) => {
      const lockSeconds = lockSecondsOf(error);
      if (lockSeconds !== null) return onLocked(lockSeconds);
      if (!isApiError(error)) return toast.error(t('common.error'), { description: t('toast.genericError') });
      if (error.code === errorCodes.CODE_EXPIRED) {
        form.setError('code', { type: 'server', message: t('account.password.codeExpired') });
        toast.error(t('account.password.codeExpiredTitle'), { description: t('account.password.codeExpired') });
        return onExpired();
      }
      if (error.code === errorCodes.CODE_INVALID) {
        const left = attemptsFromMessage(error.message);
        const message = left === null ? error.message : t('account.password.codeInvalid', { n: left });
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
        toast.error(t('account.password.codeInvalidTitle'), { description: message });
        return;
      }
      if (error.status === 429 || applyServerFieldErrors(error, form.setError, ['code'])) return;
      toast.error(t('common.error'), { description: error.message });
    },
  });

  useEffect(() => {
    if (autoFocus) form.setFocus('code');
  }, [autoFocus, form]);

  const onSubmit = form.handleSubmit((body) => verify.mutate(body));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-zinc-700">{t('account.password.codeSent', { email })}</p>
      <RateLimitAlert error={verify.error} />
      <FormField
        label={t('account.password.code')}
        error={form.formState.errors.code?.message}
        description={
          // A wrong code's message already says how many are left.
          attemptsRemaining < PASSWORD_CODE_ATTEMPTS && !form.formState.errors.code
            ? t('account.password.attemptsLeft', { n: attemptsRemaining })
            : t('account.password.codeHint')
        }
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={PASSWORD_CODE_LENGTH}
          className="max-w-48 text-center font-mono text-lg tracking-[0.4em]"
          {...form.register('code')}
        />
      </FormField>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" isLoading={verify.isPending}>
          {t('account.password.verify')}
        </Button>
        <Button type="button" variant="link" onClick={onResend} isLoading={resending}>
          {t('account.password.resend')}
        </Button>
      </div>
    </form>
  );
}
