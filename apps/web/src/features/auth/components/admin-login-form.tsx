import { zodResolver } from '@/lib/zod-resolver';
import { errorCodes, paths, signInBodySchema } from '@marquee/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { rateLimitMessage } from '@/lib/rate-limit';
import { useAdminSignIn } from '../api/admin-sign-in';
import { AuthCard } from './auth-card';
import { UnlockNotice } from './unlock-notice';

/** The admin login: the username is the administrator's e-mail. No credentials are shown. */
export function AdminLoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const adminSignIn = useAdminSignIn();
  const form = useForm({ resolver: zodResolver(signInBodySchema), defaultValues: { email: '', password: '' } });

  const errorMessage = (() => {
    const error = adminSignIn.error;
    if (!error) return null;
    const limited = rateLimitMessage(error, t);
    if (limited) return limited;
    if (isApiError(error)) {
      if (error.code === errorCodes.NOT_ADMIN || error.status === 403) return t('admin.login.notAdmin');
      if (error.code === errorCodes.INVALID_CREDENTIALS) return t('admin.login.invalidCredentials');
      if (error.status === 401) return error.message || t('admin.login.invalidCredentials');
      return error.message || t('admin.login.failed');
    }
    return t('admin.login.failed');
  })();

  const onSubmit = form.handleSubmit((values) => {
    adminSignIn.mutate(values, {
      onSuccess: () => void navigate(paths.admin.root.href(), { replace: true }),
    });
  });

  return (
    <AuthCard
      title={t('admin.login.title')}
      description={t('admin.login.text')}
      footer={
        <Link to={paths.home.href()} className="rounded-sm font-medium text-zinc-300 hover:text-white">
          {t('admin.login.backToStore')}
        </Link>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
        <UnlockNotice />
        {errorMessage && <Alert variant="destructive">{errorMessage}</Alert>}
        <FormField label={t('admin.login.username')} error={form.formState.errors.email?.message}>
          <Input
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            {...form.register('email')}
          />
        </FormField>
        <FormField label={t('admin.login.password')} error={form.formState.errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register('password')} />
        </FormField>
        <Button type="submit" variant="gradient" size="lg" isLoading={adminSignIn.isPending}>
          {t('admin.login.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
