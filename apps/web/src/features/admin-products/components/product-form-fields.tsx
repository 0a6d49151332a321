import { badgeColorNames, type AdminProductValues } from '@marquee/contracts';
import { useId, useState } from 'react';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { ColorInput } from '@/components/ui/color-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/utils';
import { centsToDollars, dollarsToCents } from '@/components/admin/dollars';
import type { ProductFormValues } from '../lib/product-form';

export type ProductControl = Control<ProductFormValues, unknown, AdminProductValues>;

/** The first message inside an array field's errors (`media.0.url`). */
export function firstNestedMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const own = (error as { message?: unknown }).message;
  if (typeof own === 'string') return own;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && !(value instanceof Element)) {
      const nested = firstNestedMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Dollars with 2 decimals on screen, whole cents in the form's value (NaN when not a price: the schema says so). */
export function PriceInput({
  cents,
  onChange,
  onBlur,
  name,
  ...aria
}: {
  cents: number;
  onChange: (cents: number) => void;
  onBlur: () => void;
  name: string;
  id?: string;
}) {
  const [text, setText] = useState(() => centsToDollars(cents));
  const [shown, setShown] = useState(cents);
  // A reset (Reload, another product) brings a new value: show it, unless it is what is being typed.
  if (!Object.is(cents, shown)) {
    setShown(cents);
    if (!Object.is(dollarsToCents(text), cents)) setText(centsToDollars(cents));
  }
  return (
    <Input
      {...aria}
      name={name}
      type="number"
      inputMode="decimal"
      min={0}
      step={0.01}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(dollarsToCents(event.target.value));
      }}
      onBlur={() => {
        if (Number.isFinite(dollarsToCents(text))) setText(centsToDollars(dollarsToCents(text)));
        onBlur();
      }}
    />
  );
}

/** Badge text and colour: a named colour the storefront badge draws, or a custom #rrggbb. */
export function BadgeFields({
  control,
  register,
  errors,
}: {
  control: ProductControl;
  register: UseFormRegister<ProductFormValues>;
  errors: FieldErrors<ProductFormValues>;
}) {
  const { t } = useTranslation('admin');
  const [text, color] = useWatch({ control, name: ['badgeText', 'badgeColor'] });
  const named = (badgeColorNames as readonly string[]).includes(color);
  return (
    <>
      <FormField label={t('products.form.badgeText')} error={errors.badgeText?.message}>
        <Input autoComplete="off" maxLength={30} {...register('badgeText')} />
      </FormField>
      <Controller
        control={control}
        name="badgeColor"
        render={({ field, fieldState }) => (
          <div className="grid gap-3">
            <FormField label={t('products.form.badgeColor')} error={named ? fieldState.error?.message : undefined}>
              <Select
                value={named ? field.value : 'custom'}
                onChange={(event) => field.onChange(event.target.value === 'custom' ? '#dc2626' : event.target.value)}
              >
                {badgeColorNames.map((name) => (
                  <option key={name} value={name}>
                    {t(`products.colors.${name}`)}
                  </option>
                ))}
                <option value="custom">{t('products.colors.custom')}</option>
              </Select>
            </FormField>
            {!named && (
              <FormField label={t('products.colors.custom')} error={fieldState.error?.message}>
                <ColorInput value={field.value} onChange={field.onChange} pickerLabel={t('products.colors.custom')} />
              </FormField>
            )}
          </div>
        )}
      />
      <p className="flex items-center gap-2 text-xs text-zinc-600">
        {t('products.form.badgePreview')}:
        <span
          className="rounded-full px-2 py-0.5 text-xs font-semibold text-white"
          style={{ backgroundColor: color || '#dc2626' }}
        >
          {text || '…'}
        </span>
      </p>
    </>
  );
}

/** Checkbox chips for a list of ids (further categories, the tags of one type). */
export function IdCheckboxes({
  control,
  name,
  legend,
  items,
  error,
  small = false,
}: {
  control: ProductControl;
  name: 'categoryIds' | 'tagIds';
  legend: string;
  items: ReadonlyArray<{ id: number; name: string }>;
  error?: string | undefined;
  small?: boolean;
}) {
  const groupId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const selected = new Set(field.value);
        return (
          <fieldset className="grid gap-2" aria-describedby={error ? `${groupId}-error` : undefined}>
            <legend className={cn('mb-1 font-semibold', small ? 'text-xs text-zinc-600' : 'text-sm text-zinc-900')}>
              {legend}
            </legend>
            <div className="flex flex-wrap gap-2">
              {items.map((item) => (
                <label
                  key={item.id}
                  className="flex min-h-9 cursor-pointer items-center gap-2 rounded-full border border-zinc-300 px-3 text-sm text-zinc-800 has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:ring-2 has-focus-visible:ring-accent"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-primary outline-none"
                    checked={selected.has(item.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked ? [...field.value, item.id] : field.value.filter((id) => id !== item.id),
                      )
                    }
                  />
                  {item.name}
                </label>
              ))}
            </div>
            {error && (
              <p id={`${groupId}-error`} className="text-sm text-red-600">
                {error}
              </p>
            )}
          </fieldset>
        );
      }}
    />
  );
}
