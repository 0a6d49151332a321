import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminProductBodySchema,
  badgeColorNames,
  errorCodes,
  MEDIA_MAX_FILES,
  type AdminProductBody,
  type AdminProductDetail,
  type AdminProductFormOptions,
  type AdminProductValues,
} from '@marquee/contracts';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { MediaUpload } from '@/features/admin-media/components/media-upload';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import {
  centsToDollars,
  dollarsToCents,
  emptyProductForm,
  formFields,
  fromProduct,
  toUpdateBody,
  type ProductFormValues,
} from '../lib/product-form';

const controlClass =
  'w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 aria-invalid:border-red-500 sm:text-sm';

interface ProductFormProps {
  /** The product to edit; null creates one. */
  product: AdminProductDetail | null;
  options: AdminProductFormOptions;
  onDone: () => void;
  /** Reports whether the form holds unsaved changes. */
  onDirtyChange: (dirty: boolean) => void;
  /** Fetches the stored product again after a 409 STALE_WRITE. */
  onReload: () => void;
}

/** ADM-PROD-01..04: every editable field of a product, checked by the contract's schema before it is sent. */
export function ProductForm({ product, options, onDone, onDirtyChange, onReload }: ProductFormProps) {
  const { t } = useTranslation('admin');
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [stale, setStale] = useState(false);
  const form = useForm<ProductFormValues, unknown, AdminProductValues>({
    resolver: zodResolver(adminProductBodySchema) as never,
    defaultValues: product ? fromProduct(product) : emptyProductForm,
  });
  const { errors, isDirty } = form.formState;
  const [isBestseller, badgeEnabled] = useWatch({ control: form.control, name: ['isBestseller', 'badgeEnabled'] });
  const isPending = create.isPending || update.isPending;

  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const save = async (values: AdminProductBody, archived?: boolean) => {
    setStale(false);
    try {
      if (product) {
        await update.mutateAsync({ id: product.id, body: toUpdateBody(values, product, archived) });
        toast.success(t(archived === false ? 'products.restored' : 'products.updated'));
      } else {
        await create.mutateAsync(values);
        toast.success(t('products.created'));
      }
      onDirtyChange(false);
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === errorCodes.STALE_WRITE) {
        setStale(true);
        return;
      }
      if (!applyServerFieldErrors(error, form.setError, formFields))
        toast.error(t('products.saveFailed'), { description: error instanceof Error ? error.message : undefined });
    }
  };
  const submit = form.handleSubmit((values) => save(values));
  const restore = form.handleSubmit((values) => save(values, false));

  const tagTypes = [...new Set(options.tags.map((tag) => tag.tagType))];

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-6">
      {stale && (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('products.form.stale')}</span>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setStale(false);
              onReload();
            }}
          >
            {t('products.form.reload')}
          </Button>
        </Alert>
      )}
      {product?.archived && (
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('products.form.archivedNote')}</span>
          <Button variant="outline" size="sm" disabled={isPending} onClick={() => void restore()}>
            {t('products.form.restore')}
          </Button>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('products.form.english')}</legend>
          <FormField label={t('products.form.titleLabel')} error={errors.title?.message}>
            <Input autoComplete="off" {...form.register('title')} />
          </FormField>
          <FormField label={t('products.form.descriptionLabel')} error={errors.description?.message}>
            <textarea rows={4} className={cn(controlClass, 'py-2')} {...form.register('description')} />
          </FormField>
        </fieldset>
        <fieldset className="grid gap-4" lang="he" dir="rtl">
          <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('products.form.hebrew')}</legend>
          <FormField label={t('products.form.heTitleLabel')} error={errors.translations?.he?.title?.message}>
            <Input autoComplete="off" {...form.register('translations.he.title')} />
          </FormField>
          <FormField
            label={t('products.form.heDescriptionLabel')}
            error={errors.translations?.he?.description?.message}
          >
            <textarea rows={4} className={cn(controlClass, 'py-2')} {...form.register('translations.he.description')} />
          </FormField>
        </fieldset>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={form.control}
          name="priceCents"
          render={({ field, fieldState }) => (
            <FormField label={t('products.form.priceLabel')} error={fieldState.error?.message}>
              <PriceInput cents={field.value} onChange={field.onChange} onBlur={field.onBlur} name={field.name} />
            </FormField>
          )}
        />
        <FormField label={t('products.form.stockLabel')} error={errors.stockQuantity?.message}>
          <Input type="number" min={0} step={1} {...form.register('stockQuantity', { valueAsNumber: true })} />
        </FormField>
        <FormField label={t('products.form.categoryLabel')} error={errors.categoryId?.message}>
          <select
            className={cn(controlClass, 'h-11')}
            {...form.register('categoryId', {
              setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
            })}
          >
            <option value="">{t('products.form.noCategory')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <IdCheckboxes
        control={form.control}
        name="categoryIds"
        legend={t('products.form.furtherCategories')}
        items={options.categories}
        error={errors.categoryIds?.message}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-semibold text-zinc-900">{t('products.form.tags')}</legend>
        {options.tags.length === 0 && <p className="text-sm text-zinc-500">{t('products.form.noTags')}</p>}
        {tagTypes.map((type) => (
          <IdCheckboxes
            key={type}
            control={form.control}
            name="tagIds"
            legend={t(`products.tagTypes.${type}`, { defaultValue: type })}
            items={options.tags.filter((tag) => tag.tagType === type)}
            small
          />
        ))}
        {errors.tagIds?.message && <p className="text-sm text-red-600">{errors.tagIds.message}</p>}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid content-start gap-3 rounded-xl border border-zinc-200 p-4">
          <SwitchField label={t('products.form.bestseller')} {...form.register('isBestseller')} />
          {isBestseller && (
            <FormField label={t('products.form.bestsellerOrder')} error={errors.bestsellerOrder?.message}>
              <Input
                type="number"
                min={0}
                step={1}
                {...form.register('bestsellerOrder', {
                  setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
                })}
              />
            </FormField>
          )}
        </div>
        <div className="grid content-start gap-3 rounded-xl border border-zinc-200 p-4">
          <SwitchField label={t('products.form.badge')} {...form.register('badgeEnabled')} />
          {badgeEnabled && <BadgeFields control={form.control} register={form.register} errors={errors} />}
        </div>
      </div>

      <Controller
        control={form.control}
        name="media"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <MediaUpload
              label={t('products.form.media')}
              accept="media"
              maxFiles={MEDIA_MAX_FILES}
              value={field.value.map((item) => ({
                id: item.url,
                url: item.url,
                type: item.type,
                name: item.url.split('/').pop() ?? item.url,
                alt: item.alt ?? '',
              }))}
              onChange={(items) => field.onChange(items.map(({ url, type, alt }) => ({ url, type, alt })))}
            />
            <p className="text-xs text-zinc-500">{t('products.form.mediaHint')}</p>
            {(fieldState.error?.message ?? firstNestedMessage(fieldState.error)) && (
              <p className="text-sm text-red-600">
                {fieldState.error?.message ?? firstNestedMessage(fieldState.error)}
              </p>
            )}
          </div>
        )}
      />

      <div className="sticky bottom-0 -mx-6 flex flex-col-reverse gap-2 border-t border-zinc-200 bg-white px-6 py-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isPending}>
          {t('products.form.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {isPending ? t('products.form.saving') : t('products.form.save')}
        </Button>
      </div>
    </form>
  );
}

/** The first message inside an array field's errors (`media.0.url`). */
function firstNestedMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object') {
      const message = (value as { message?: unknown }).message;
      if (typeof message === 'string') return message;
      const nested = firstNestedMessage(value);
      if (nested) return nested;
    }
  }
  return undefined;
}

/** Dollars with 2 decimals on screen, whole cents in the form's value. */
function PriceInput({
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
  useEffect(() => {
    // A reset (Reload) brings a new value: show it, unless it is what the admin is typing.
    setText((current) => (dollarsToCents(current) === cents ? current : centsToDollars(cents)));
  }, [cents]);
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

const SwitchField = ({ label, ...props }: { label: string } & React.ComponentProps<'input'>) => (
  <label className="flex cursor-pointer items-center justify-between gap-3 text-sm font-medium text-zinc-800">
    {label}
    <input
      type="checkbox"
      role="switch"
      className="peer relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-zinc-300 transition-colors outline-none before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-primary checked:before:translate-x-5 focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 rtl:checked:before:-translate-x-5"
      {...props}
    />
  </label>
);

function BadgeFields({
  control,
  register,
  errors,
}: {
  control: Control<ProductFormValues, unknown, AdminProductValues>;
  register: ReturnType<typeof useForm<ProductFormValues, unknown, AdminProductValues>>['register'];
  errors: ReturnType<typeof useForm<ProductFormValues, unknown, AdminProductValues>>['formState']['errors'];
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
          <div className="grid gap-2 sm:grid-cols-2">
            <FormField label={t('products.form.badgeColor')} error={fieldState.error?.message}>
              <select
                className={cn(controlClass, 'h-11')}
                value={named ? field.value : 'custom'}
                onChange={(event) => field.onChange(event.target.value === 'custom' ? '#dc2626' : event.target.value)}
              >
                {badgeColorNames.map((name) => (
                  <option key={name} value={name}>
                    {t(`products.colors.${name}`)}
                  </option>
                ))}
                <option value="custom">{t('products.colors.custom')}</option>
              </select>
            </FormField>
            {!named && (
              <FormField label={t('products.colors.custom')}>
                <Input value={field.value} onChange={field.onChange} onBlur={field.onBlur} placeholder="#dc2626" />
              </FormField>
            )}
          </div>
        )}
      />
      <p className="flex items-center gap-2 text-xs text-zinc-500">
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

/** Checkbox chips for a list of ids (further categories, tags of one type). */
function IdCheckboxes({
  control,
  name,
  legend,
  items,
  error,
  small = false,
}: {
  control: Control<ProductFormValues, unknown, AdminProductValues>;
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
                    className="size-4 accent-primary"
                    checked={selected.has(item.id)}
                    onChange={(event) =>
                      field.onChange(
                        event.target.checked
                          ? [...field.value, item.id]
                          : field.value.filter((id: number) => id !== item.id),
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
