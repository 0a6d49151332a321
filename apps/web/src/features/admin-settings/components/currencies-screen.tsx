import { BASE_CURRENCY_CODE, currencyRateField, type AdminCurrency } from '@marquee/contracts';
import { useCallback, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/admin/discard-changes-dialog';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { useAdminCurrencies } from '../api/get-currencies';
import { useUpdateCurrency } from '../api/update-currency';
import { translateValidationMessage } from '@/lib/validation-messages';

/**
 * R-20 (beyond the specification's admin): each currency's rate, in units per 1 USD (R-44:
 * a price shown = the USD price × the rate), and whether shoppers can pick it. USD is the base.
 */
export function CurrenciesScreen() {
  const { t } = useTranslation('admin');
  const currencies = useAdminCurrencies();
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const unsaved = useUnsavedChangesWarning(dirty.size > 0);
  const onDirtyChange = useCallback((code: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(code) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(code);
      else next.delete(code);
      return next;
    });
  }, []);

  return (
    <section aria-labelledby="currencies-title" className="grid min-w-0 gap-5">
      <div className="grid gap-1">
        <h2 id="currencies-title" className="text-xl font-semibold">
          {t('currencies.heading')}
        </h2>
        <p id="currencies-rate-help" className="text-sm text-zinc-600">
          {t('currencies.rateHelp')}
        </p>
      </div>
      {currencies.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : currencies.isError ? (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('currencies.loadFailed')}</span>
          <Button variant="outline" size="sm" onClick={() => void currencies.refetch()}>
            {t('kit.retry')}
          </Button>
        </Alert>
      ) : (
        <div className="relative max-w-full min-w-0 overflow-x-auto rounded-xl bg-white shadow-sm ring-1 ring-zinc-200">
          <table className="w-full min-w-[40rem] text-sm">
            <caption className="sr-only">{t('currencies.heading')}</caption>
            <thead className="bg-zinc-50 text-start text-xs font-semibold tracking-wide text-zinc-600 uppercase">
              <tr>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('currencies.currency')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('currencies.symbol')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('currencies.rate')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  {t('currencies.offered')}
                </th>
                <th scope="col" className="px-4 py-3 text-start">
                  <span className="sr-only">{t('kit.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100">
              {currencies.data.map((currency) => (
                <CurrencyRow
                  key={`${currency.code}:${currency.rate}:${currency.isOffered}`}
                  currency={currency}
                  onDirtyChange={onDirtyChange}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DiscardChangesDialog unsaved={unsaved} />
    </section>
  );
}

function CurrencyRow({
  currency,
  onDirtyChange,
}: {
  currency: AdminCurrency;
  onDirtyChange: (code: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const update = useUpdateCurrency();
  const [rateText, setRateText] = useState(String(currency.rate));
  const [offered, setOffered] = useState(currency.isOffered);
  const [error, setError] = useState<string | null>(null);
  const isBase = currency.code === BASE_CURRENCY_CODE;
  const rate = Number(rateText.trim());
  const rateChanged = rateText.trim() === '' || rate !== currency.rate;
  const isDirty = rateChanged || offered !== currency.isOffered;

  const report = (nextRate: string, nextOffered: boolean) => {
    const value = Number(nextRate.trim());
    onDirtyChange(
      currency.code,
      nextRate.trim() === '' || value !== currency.rate || nextOffered !== currency.isOffered,
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = currencyRateField.safeParse(rateText.trim() === '' ? Number.NaN : rate);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? translateValidationMessage(message) : t('currencies.badRate'));
      return;
    }
    setError(null);
    update.mutate(
      {
        code: currency.code,
        body: {
          ...(rateChanged && { rate: parsed.data }),
          ...(offered !== currency.isOffered && { isOffered: offered }),
        },
      },
      { onSuccess: () => onDirtyChange(currency.code, false) },
    );
  };

  const formId = `${id}-form`;
  return (
    <tr className="align-top">
      <th scope="row" className="px-4 py-3 text-start font-normal">
        <span className="font-semibold text-zinc-900">{currency.code}</span>
        <span className="block text-zinc-600">{currency.name}</span>
      </th>
      <td className="px-4 py-3 text-zinc-900">{currency.symbol}</td>
      <td className="px-4 py-3">
        <form id={formId} noValidate onSubmit={submit} />
        <label htmlFor={`${id}-rate`} className="sr-only">
          {t('currencies.rateLabel', { code: currency.code })}
        </label>
        <Input
          id={`${id}-rate`}
          form={formId}
          type="number"
          inputMode="decimal"
          step="any"
          min={0}
          className="w-36"
          value={rateText}
          disabled={isBase}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-example${error ? ` ${id}-error` : ''} currencies-rate-help`}
          onChange={(event) => {
            setRateText(event.target.value);
            report(event.target.value, offered);
          }}
        />
        <p id={`${id}-example`} className="mt-1 text-xs text-zinc-500">
          {t('currencies.example', {
            rate: Number.isFinite(rate) && rate > 0 ? rate : currency.rate,
            code: currency.code,
          })}
        </p>
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
            {error}
          </p>
        )}
      </td>
      <td className="px-4 py-3">
        <Switch
          checked={offered}
          disabled={isBase}
          aria-label={t('currencies.offeredLabel', { code: currency.code })}
          onCheckedChange={(next) => {
            setOffered(next);
            report(rateText, next);
          }}
        />
      </td>
      <td className="px-4 py-3 text-end">
        {!isBase && (
          <Button
            type="submit"
            form={formId}
            size="sm"
            disabled={!isDirty}
            isLoading={update.isPending}
            aria-label={t('currencies.saveLabel', { code: currency.code })}
          >
            {t('currencies.save')}
          </Button>
        )}
      </td>
    </tr>
  );
}
