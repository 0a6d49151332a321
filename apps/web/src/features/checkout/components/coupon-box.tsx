import { Tag, X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SectionCard } from '@/components/ui/section-card';

interface CouponBoxProps {
  /** The applied code, as the server names it. */
  applied: string | null;
  error: string | null;
  isApplying: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  disabled?: boolean;
}

/** SF-CPN-01/04: enter a code, see it applied or the alert 'Invalid coupon code', remove it. */
export function CouponBox({ applied, error, isApplying, onApply, onRemove, disabled }: CouponBoxProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onApply(code);
  };

  return (
    <SectionCard titleId="checkout-coupon-title" title={t('checkout.coupon.title')}>
      {applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2 ring-1 ring-emerald-200">
          <p role="status" className="inline-flex items-center gap-2 text-sm font-semibold text-emerald-800">
            <Tag aria-hidden="true" className="size-4" />
            {t('checkout.coupon.applied', { code: applied })}
          </p>
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={() => {
              setCode('');
              onRemove();
            }}
            disabled={disabled}
            aria-label={t('checkout.coupon.remove', { code: applied })}
          >
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="grid gap-2">
          <Label htmlFor={inputId}>{t('checkout.coupon.label')}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              disabled={disabled}
            />
            <Button type="submit" variant="outline" className="h-11" isLoading={isApplying} disabled={disabled}>
              {t('checkout.coupon.apply')}
            </Button>
          </div>
          <p id={errorId} role="alert" className="min-h-5 text-sm text-red-600">
            {error ?? ''}
          </p>
        </form>
      )}
    </SectionCard>
  );
}
