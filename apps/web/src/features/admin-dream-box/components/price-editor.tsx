import { DREAM_BOX_DEFAULT_PRICE, dreamBoxPriceFromInput } from '@marquee/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useDreamBoxPrice } from '../api/get-price';
import { useSaveDreamBoxPrice } from '../api/save-price';

/**
 * ADM-DBOX-01: the monthly price in dollars, step 0.01. An entry that is not a price becomes
 * 29.99 (the specification's rule), shown in the field and saved.
 */
export function PriceEditor() {
  const { t } = useTranslation('admin');
  const price = useDreamBoxPrice();
  return (
    <section
      aria-labelledby="dream-box-price-title"
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6"
    >
      <h3 id="dream-box-price-title" className="text-lg font-semibold text-zinc-900">
        {t('dreamBox.price.heading')}
      </h3>
      {price.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : price.isError ? (
        <Alert variant="destructive">{t('dreamBox.price.loadFailed')}</Alert>
      ) : (
        <PriceForm key={price.data.price} initial={price.data.price} />
      )}
    </section>
  );
}

function PriceForm({ initial }: { initial: number }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const save = useSaveDreamBoxPrice();
  const [text, setText] = useState(initial.toFixed(2));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = dreamBoxPriceFromInput(text);
    setText(value.toFixed(2));
    save.mutate(value);
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium text-zinc-900">
        {t('dreamBox.price.label')}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-zinc-500"
          >
            $
          </span>
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            step={0.01}
            min={0.01}
            placeholder={DREAM_BOX_DEFAULT_PRICE.toFixed(2)}
            className="w-36 ps-7"
            aria-describedby={`${id}-hint`}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <Button type="submit" isLoading={save.isPending}>
          {t('dreamBox.price.save')}
        </Button>
      </div>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        {t('dreamBox.price.hint')}
      </p>
    </form>
  );
}
