import { ArrowLeft, Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AuthCard } from '../auth-card';
import { UnlockNotice } from '../unlock-notice';
import { EmailStep } from './email-step';
import { PasswordStep } from './password-step';
import { SignUpStep } from './sign-up-step';

type Step = { name: 'email' } | { name: 'password'; email: string } | { name: 'signup'; email: string };

/**
 * The three-step sign-in screen: e-mail first, then the password step for a known
 * account or the sign-up step otherwise; 'Use different email' goes back.
 */
export function LoginFlow() {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ name: 'email' });
  const [lastEmail, setLastEmail] = useState('');

  const description =
    step.name === 'email'
      ? t('login.emailStepText')
      : step.name === 'password'
        ? t('login.passwordStepText')
        : t('login.signupStepText');

  return (
    <AuthCard title={t('login.title')} description={<p aria-live="polite">{description}</p>}>
      <div className="mb-5 empty:hidden">
        <UnlockNotice />
      </div>
      {step.name === 'email' ? (
        <EmailStep
          defaultEmail={lastEmail}
          onDone={(email, exists) => {
            setLastEmail(email);
            setStep(exists ? { name: 'password', email } : { name: 'signup', email });
          }}
        />
      ) : (
        <div className="grid gap-5">
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-zinc-50 px-3 py-2 ring-1 ring-zinc-200">
            <span className="flex min-w-0 items-center gap-2 text-sm text-zinc-700">
              <Mail aria-hidden="true" className="size-4 shrink-0 text-zinc-400" />
              <span className="truncate font-medium">{step.email}</span>
            </span>
            <Button variant="ghost" size="sm" onClick={() => setStep({ name: 'email' })}>
              <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
              {t('login.useDifferentEmail')}
            </Button>
          </div>
          {step.name === 'password' ? <PasswordStep email={step.email} /> : <SignUpStep email={step.email} />}
        </div>
      )}
    </AuthCard>
  );
}
