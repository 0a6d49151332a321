import { zodResolver } from '@/lib/zod-resolver';
import { newPasswordBodySchema } from '@marquee/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../../../api/change-password';

interface NewPasswordStepProps {
  onDone: () => void;
  /** Focus the field: the code was just accepted (not on a reload). */
  autoFocus: boolean;
}

/** ACC-14, ACC-15: the new password, at least 8 characters, set by the server within the verified code. */
export function NewPasswordStep({ onDone, autoFocus }: NewPasswordStepProps) {
  const { t } = useTranslation();
  const schema = useMemo(
    () =>
      newPasswordBodySchema
        .extend({ confirmPassword: z.string() })
        .refine((values) => values.password === values.confirmPassword, {
          message: t('account.password.mismatch'),
          path: ['confirmPassword'],
        }),
    [t],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (autoFocus) form.setFocus('password');
  }, [autoFocus, form]);

  // The hook's own callbacks: the status refetched after the change ends this step before a
  // mutate() callback would run.
  const changePassword = useChangePassword({
    onSuccess: () => {
      toast.success(t('account.password.updated'), { description: t('account.password.updatedText') });
      onDone();
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 429) return;
      if (applyServerFieldErrors(error, form.setError, ['password'])) return;
      // ACC-15: the server's message, or ours when it sent none.
      const message = isApiError(error) && error.message ? error.message : undefined;
      toast.error(t('account.password.updateFailed'), message ? { description: message } : undefined);
    },
  });
  const onSubmit = form.handleSubmit(({ password }) => changePassword.mutate({ password }));

  const failure = changePassword.error;
  // Shown beside the form too: a toast is gone before some have read it.
  const failureText = !failure
    ? null
    : isApiError(failure)
      ? failure.status === 429 || failure.fields
        ? null
        : failure.message || t('account.password.updateFailed')
      : t('account.password.updateFailed');

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <p className="text-sm text-zinc-700">{t('account.password.codeAccepted')}</p>
      <RateLimitAlert error={failure} />
      {failureText && <Alert variant="destructive">{failureText}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t('account.password.newPassword')}
          description={t('account.password.passwordHint')}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('password')} />
        </FormField>
        <FormField label={t('account.password.confirmPassword')} error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
      </div>
      <div>
        <Button type="submit" isLoading={changePassword.isPending}>
          {t('account.password.save')}
        </Button>
      </div>
    </form>
  );
}
