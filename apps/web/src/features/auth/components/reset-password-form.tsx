import { zodResolver } from '@/lib/zod-resolver';
import { errorCodes, paths, resetPasswordBodySchema, signInBodySchema } from '@marquee/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isRateLimited } from '@/lib/rate-limit';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from './auth-card';

export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation();

  if (!token) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert variant="destructive">{t('resetPassword.missingToken')}</Alert>
        <Button asChild variant="gradient" size="lg" className="mt-6 w-full">
          <Link to={paths.login.href()}>{t('resetPassword.toSignIn')}</Link>
        </Button>
      </AuthCard>
    );
  }
  return <ResetPasswordWithToken token={token} />;
}

function ResetPasswordWithToken({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resetPassword = useResetPassword();

  const schema = resetPasswordBodySchema
    .pick({ password: true })
    .extend({ confirmPassword: signInBodySchema.shape.password })
    .refine((values) => values.password === values.confirmPassword, {
      message: t('resetPassword.mismatch'),
      path: ['confirmPassword'],
    });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { password: '', confirmPassword: '' } });

  const invalidToken = isApiError(resetPassword.error) && resetPassword.error.code === errorCodes.INVALID_TOKEN;

  const onSubmit = form.handleSubmit(({ password }) => {
    resetPassword.mutate(
      { token, password },
      {
        onSuccess: () => {
          toast.success(t('toast.passwordUpdatedTitle'), { description: t('toast.passwordUpdatedDescription') });
          void navigate(paths.login.href(), { replace: true });
        },
        onError: (error) => {
          if (isApiError(error) && error.code === errorCodes.INVALID_TOKEN) return;
          if (isRateLimited(error)) return; // shown in the form, with the wait
          if (applyServerFieldErrors(error, form.setError, ['password'])) return;
          toast.error(t('common.error'), { description: error.message || t('toast.genericError') });
        },
      },
    );
  });

  if (invalidToken) {
    return (
      <AuthCard title={t('resetPassword.title')}>
        <Alert variant="destructive">{t('resetPassword.invalidToken')}</Alert>
        <Button asChild variant="gradient" size="lg" className="mt-6 w-full">
          <Link to={paths.login.href()}>{t('resetPassword.toSignIn')}</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('resetPassword.title')} description={t('resetPassword.text')}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <RateLimitAlert error={resetPassword.error} />
        <FormField
          label={t('resetPassword.newPassword')}
          description={t('login.passwordHint')}
          error={form.formState.errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('password')} />
        </FormField>
        <FormField label={t('resetPassword.confirmPassword')} error={form.formState.errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" isLoading={resetPassword.isPending}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
