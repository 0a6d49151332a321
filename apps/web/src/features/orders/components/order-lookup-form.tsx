import { zodResolver } from '@/lib/zod-resolver';
import { orderLookupBodySchema } from '@marquee/contracts';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { isRateLimited } from '@/lib/rate-limit';
import { useLookupOrder } from '../api/lookup-order';
import { OrderTrackingCard } from './order-tracking-card';

/**
 * A guest's (or another device's) way to an order: its number and the e-mail it was placed with
 * . The server gives one answer for a wrong number and a wrong e-mail alike.
 */
export function OrderLookupForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const resultRef = useRef<HTMLDivElement>(null);
  const lookup = useLookupOrder({
    // The order appears under the form: bring it into view (on a phone it is below the fold).
    onSuccess: () => requestAnimationFrame(() => resultRef.current?.scrollIntoView({ block: 'nearest' })),
  });
  const form = useForm({
    resolver: zodResolver(orderLookupBodySchema),
    defaultValues: { orderNumber: '', email: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    lookup.mutate(values, {
      onError: (error) => {
        if (!isRateLimited(error)) applyServerFieldErrors(error, form.setError, ['orderNumber', 'email']);
      },
    });
  });

  const error = lookup.error;
  const notFound = isApiError(error) && error.status === 404;
  const failed = error && !notFound && !isRateLimited(error) && !(isApiError(error) && error.fields);

  return (
    <section aria-labelledby={titleId} className="grid gap-5">
      <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-zinc-200/70 sm:p-6">
        <h2 id={titleId} className="text-lg font-bold text-zinc-950">
          {t('orders.tracking.lookupTitle')}
        </h2>
        <p className="mt-1 text-sm text-zinc-600">{t('orders.tracking.lookupText')}</p>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 grid gap-4">
          <RateLimitAlert error={error} />
          {notFound && <Alert variant="destructive">{t('orders.tracking.lookupNotFound')}</Alert>}
          {failed && <Alert variant="destructive">{t('orders.tracking.lookupFailed')}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('orders.tracking.lookupOrderNumber')} error={errors.orderNumber?.message}>
              <Input
                placeholder={t('orders.tracking.lookupOrderNumberPlaceholder')}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                {...form.register('orderNumber')}
              />
            </FormField>
            <FormField label={t('orders.tracking.lookupEmail')} error={errors.email?.message}>
              <Input
                type="email"
                autoComplete="email"
                inputMode="email"
                placeholder={t('orders.tracking.lookupEmailPlaceholder')}
                {...form.register('email')}
              />
            </FormField>
          </div>
          <Button
            type="submit"
            variant="gradient"
            size="lg"
            isLoading={lookup.isPending}
            className="sm:justify-self-start"
          >
            {t('orders.tracking.lookupSubmit')}
          </Button>
        </form>
      </div>
      {lookup.data && !lookup.isPending && (
        <div ref={resultRef} aria-live="polite" className="grid gap-3">
          <p className="text-sm font-semibold text-emerald-700">{t('orders.tracking.lookupResult')}</p>
          <OrderTrackingCard order={lookup.data} />
        </div>
      )}
    </section>
  );
}
