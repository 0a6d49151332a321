import type { CheckoutConfig } from '@marquee/contracts';
import { CheckCircle2, ChevronDown, FlaskConical, Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import type { TestOutcome } from '../api/approve-test-payment';
import type { PaymentStep } from '../hooks/use-payment-flow';

export interface PaymentStepView {
  step: PaymentStep;
  title: string | null;
  state: 'waiting' | 'active' | 'done';
  /** Shown once done (the placed order's number). */
  doneText?: string;
  /** Said under the title whatever the state (the Dream Box's billing in USD). */
  note?: string | null;
  /** PayPal's buttons for this step (null with the test provider). */
  payPal: ReactNode;
}

interface PaymentSectionProps {
  config: Pick<CheckoutConfig, 'provider' | 'isTest'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why the section cannot open yet (MSG-CHK-08, or a guest's Dream Box); null when it can. */
  lockedReason: string | null;
  steps: readonly PaymentStepView[];
  pending: PaymentStep | null;
  onTest: (step: PaymentStep, outcome: TestOutcome) => void;
}

/** SF-CHK-01/02: the collapsible payment section, opened only when the Dream Box picks allow it. */
export function PaymentSection({
  config,
  open,
  onOpenChange,
  lockedReason,
  steps,
  pending,
  onTest,
}: PaymentSectionProps) {
  const { t } = useTranslation();
  const expanded = open && !lockedReason;
  return (
    <section
      id="checkout-payment"
      aria-labelledby="checkout-payment-title"
      className="scroll-mt-28 rounded-2xl bg-white shadow-sm ring-1 ring-zinc-200/70"
    >
      <h2 id="checkout-payment-title" className="text-lg font-bold text-zinc-950">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls="checkout-payment-panel"
          aria-disabled={lockedReason ? true : undefined}
          aria-describedby={lockedReason ? 'checkout-payment-locked' : undefined}
          onClick={() => !lockedReason && onOpenChange(!open)}
          className={cn(
            'flex w-full items-center justify-between gap-3 rounded-2xl p-5 text-start outline-none focus-visible:ring-2 focus-visible:ring-accent sm:p-6',
            lockedReason && 'cursor-not-allowed',
          )}
        >
          <span className="inline-flex items-center gap-2">
            {lockedReason && <Lock aria-hidden="true" className="size-4 text-zinc-500" />}
            {t('checkout.payment.title')}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-5 text-zinc-500 transition-transform', expanded && 'rotate-180')}
          />
        </button>
      </h2>
      {lockedReason && (
        <p id="checkout-payment-locked" className="-mt-2 px-5 pb-5 text-sm font-medium text-amber-800 sm:px-6">
          {lockedReason}
        </p>
      )}
      <div id="checkout-payment-panel" hidden={!expanded} className="grid gap-5 px-5 pb-5 sm:px-6 sm:pb-6">
        {config.isTest && (
          <div className="flex gap-3 rounded-lg bg-amber-50 px-4 py-3 text-amber-900 ring-1 ring-amber-300">
            <FlaskConical aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-bold">{t('checkout.payment.testLabel')}</p>
              <p className="text-sm">{t('checkout.payment.testText')}</p>
            </div>
          </div>
        )}
        <ol className="grid gap-4">
          {steps.map((step) => (
            <li
              key={step.step}
              className={cn(
                'rounded-xl p-4 ring-1',
                step.state === 'active' ? 'ring-primary/40' : 'ring-zinc-200',
                step.state === 'waiting' && 'opacity-60',
              )}
            >
              {step.title && (
                <h3 className="flex items-center justify-between gap-2 text-sm font-semibold text-zinc-900">
                  {step.title}
                  {step.state === 'done' && (
                    <span className="inline-flex items-center gap-1 text-emerald-700">
                      <CheckCircle2 aria-hidden="true" className="size-4" />
                      {t('checkout.payment.stepDone')}
                    </span>
                  )}
                </h3>
              )}
              {step.note && <p className="mt-1 text-sm text-zinc-600">{step.note}</p>}
              {step.state === 'done' && step.doneText && (
                <p role="status" className="mt-2 text-sm text-emerald-800">
                  {step.doneText}
                </p>
              )}
              {step.state === 'active' && (
                <div className={cn(step.title && 'mt-3')}>
                  {config.provider === 'test' ? (
                    <div className="grid gap-2 sm:grid-cols-2">
                      <Button
                        variant="gradient"
                        size="lg"
                        onClick={() => onTest(step.step, 'approve')}
                        isLoading={pending === step.step}
                        disabled={pending !== null}
                      >
                        {t('checkout.payment.approve')}
                      </Button>
                      <Button
                        variant="outline"
                        size="lg"
                        onClick={() => onTest(step.step, 'decline')}
                        disabled={pending !== null}
                      >
                        {t('checkout.payment.decline')}
                      </Button>
                    </div>
                  ) : (
                    step.payPal
                  )}
                </div>
              )}
            </li>
          ))}
        </ol>
        <p role="status" className={cn('text-sm text-zinc-600', !pending && 'sr-only')}>
          {pending ? t('checkout.payment.processing') : ''}
        </p>
      </div>
    </section>
  );
}
