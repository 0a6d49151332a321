import { zodResolver } from '@/lib/zod-resolver';
import { checkEmailBodySchema } from '@marquee/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isRateLimited } from '@/lib/rate-limit';
import { useCheckEmail } from '../../api/check-email';

interface EmailStepProps {
  defaultEmail: string;
  onDone: (email: string, exists: boolean) => void;
}

export function EmailStep({ defaultEmail, onDone }: EmailStepProps) {
  const { t } = useTranslation();
  const checkEmail = useCheckEmail();
  const form = useForm({ resolver: zodResolver(checkEmailBodySchema), defaultValues: { email: defaultEmail } });
  const email = useWatch({ control: form.control, name: 'email' });

  const onSubmit = form.handleSubmit((values) => {
    checkEmail.mutate(values, {
      onSuccess: (result) => onDone(values.email, result.exists),
      onError: (error) => {
        // Too many checks: the form says how long to wait (RateLimitAlert) and stays here.
        if (isRateLimited(error)) return;
        if (applyServerFieldErrors(error, form.setError, ['email'])) return;
        // When the check itself fails, offer sign-up; the server still refuses duplicates.
        onDone(values.email, false);
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-5">
      <RateLimitAlert error={checkEmail.error} />
      <FormField label={t('login.email')} error={form.formState.errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('login.emailPlaceholder')}
          autoFocus
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" variant="gradient" size="lg" disabled={!email?.trim()} isLoading={checkEmail.isPending}>
        {t('login.continue')}
      </Button>
    </form>
  );
}
