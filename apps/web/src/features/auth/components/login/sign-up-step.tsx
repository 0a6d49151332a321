import { zodResolver } from '@/lib/zod-resolver';
import { errorCodes, paths, signUpBodySchema } from '@marquee/contracts';
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
import { useSignUp } from '../../api/sign-up';

const signUpStepSchema = signUpBodySchema.omit({ email: true });

export function SignUpStep({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Back where the shopper came from (the checkout's Dream Box), else home.
  const [searchParams] = useSearchParams();
  const signUp = useSignUp();
  const form = useForm({
    resolver: zodResolver(signUpStepSchema),
    defaultValues: { firstName: '', lastName: '', password: '' },
  });
  const [firstName, lastName, password] = useWatch({
    control: form.control,
    name: ['firstName', 'lastName', 'password'],
  });
  const anyBlank = !firstName?.trim() || !lastName?.trim() || !password?.trim();

  useEffect(() => form.setFocus('firstName'), [form]);

  const onSubmit = form.handleSubmit((values) => {
    signUp.mutate(
      { email, ...values },
      {
        onSuccess: () => {
          toast.success(t('toast.accountCreatedTitle'), { description: t('toast.accountCreatedDescription') });
          void navigate(safeReturnTo(searchParams.get(RETURN_TO_PARAM), paths.home.href()));
        },
        onError: (error) => {
          if (isRateLimited(error)) return; // shown in the form, with the wait
          if (isApiError(error) && (error.code === errorCodes.USER_ALREADY_EXISTS || error.status === 409)) {
            toast.error(t('toast.accountExistsTitle'), { description: t('toast.accountExistsDescription') });
            return;
          }
          applyServerFieldErrors(error, form.setError, ['firstName', 'lastName', 'password']);
          toast.error(t('common.error'), { description: error.message || t('toast.genericError') });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <RateLimitAlert error={signUp.error} />
      <div className="grid gap-5 sm:grid-cols-2">
        {/* content-start: a message under one name does not push the other's field down. */}
        <FormField
          label={t('login.firstName')}
          error={form.formState.errors.firstName?.message}
          className="content-start"
        >
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField
          label={t('login.lastName')}
          error={form.formState.errors.lastName?.message}
          className="content-start"
        >
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField
        label={t('login.password')}
        description={t('login.passwordHint')}
        error={form.formState.errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={anyBlank} isLoading={signUp.isPending}>
        {t('login.createAccount')}
      </Button>
    </form>
  );
}
