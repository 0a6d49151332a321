import { zodResolver } from '@/lib/zod-resolver';
import { errorCodes, paths, signInBodySchema } from '@marquee/contracts';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RETURN_TO_PARAM, safeReturnTo } from '@/lib/return-to';
import { toast } from '@/lib/toast';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isRateLimited } from '@/lib/rate-limit';
import { useRequestPasswordReset } from '../../api/request-password-reset';
import { useSignIn } from '../../api/sign-in';

const passwordSchema = signInBodySchema.pick({ password: true });

export function PasswordStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back where the shopper came from (the checkout's Dream Box), else home.
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const requestReset = useRequestPasswordReset();
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: '' } });
  const password = useWatch({ control: form.control, name: 'password' });

  useEffect(() => form.setFocus('password'), [form]);

  const onSubmit = form.handleSubmit(({ password: value }) => {
    signIn.mutate(
      { email, password: value },
      {
        onSuccess: () => {
          toast.success(t('toast.welcomeBackTitle'), { description: t('toast.welcomeBackDescription') });
          void navigate(safeReturnTo(searchParams.get(RETURN_TO_PARAM), paths.home.href()));
        },
        onError: (error) => {
          if (isRateLimited(error)) return; // shown in the form, with the wait
          // MSG-AUTH-03: a wrong e-mail or password is named as such, with what to check.
          if (isApiError(error) && error.code === errorCodes.INVALID_CREDENTIALS) {
            toast.error(t('toast.invalidCredentials'), { description: t('toast.checkCredentials') });
            return;
          }
          applyServerFieldErrors(error, form.setError, ['password']);
          // MSG-AUTH-07: any other failure says what the server said.
          toast.error(t('common.error'), { description: error.message || t('toast.invalidCredentials') });
        },
      },
    );
  });

  const onForgotPassword = () => {
    if (!email.trim()) {
      toast.error(t('toast.enterEmailFirst'));
      return;
    }
    requestReset.mutate(
      { email },
      {
        onSuccess: () => toast.success(t('toast.resetSentTitle'), { description: t('toast.resetSentDescription') }),
        onError: (error) => {
          if (!isRateLimited(error)) toast.error(t('toast.resetSendFailed'));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <RateLimitAlert error={signIn.error} />
      <FormField label={t('login.password')} error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={!password?.trim()} isLoading={signIn.isPending}>
        {t('login.signIn')}
      </Button>
      <Button
        type="button"
        variant="link"
        className="justify-self-center"
        onClick={onForgotPassword}
        isLoading={requestReset.isPending}
      >
        {t('login.forgotPassword')}
      </Button>
      <RateLimitAlert error={requestReset.error} />
    </form>
  );
}
