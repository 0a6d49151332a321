import { zodResolver } from '@/lib/zod-resolver';
import {
  adminProductBodySchema,
  errorCodes,
  MEDIA_MAX_FILES,
  type AdminProductDetail,
  type AdminProductFormOptions,
  type AdminProductValues,
} from '@marquee/contracts';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { MediaUpload } from '@/components/admin/media-upload';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminProduct } from '../api/get-product';
import { useProductFormOptions } from '../api/get-form-options';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { emptyProductForm, formFields, fromProduct, toUpdateBody, type ProductFormValues } from '../lib/product-form';
import { BadgeFields, firstNestedMessage, IdCheckboxes, PriceInput } from './product-form-fields';

const nullableNumber = (value: unknown) => (value === '' || value === null ? null : Number(value));

/** ADM-PROD-01..04: the product form in a large dialog, opened by `?new` or `?edit=<id>`. */
export function ProductFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const id = edit.id !== null && /^\d+$/.test(edit.id) ? Number(edit.id) : null;
  const product = useAdminProduct(id);
  const options = useProductFormOptions();
  const [stale, setStale] = useState(false);
  const [uploading, setUploading] = useState(false);
  const form = useForm<ProductFormValues, unknown, AdminProductValues>({
    resolver: zodResolver(adminProductBodySchema) as never,
    defaultValues: emptyProductForm,
  });
  const { errors } = form.formState;

  // Each opening (and a Reload after a stale save) starts from the stored product.
  const loaded: AdminProductDetail | undefined = id === null ? undefined : product.data;
  const loadedKey = edit.isNew ? 'new' : loaded ? `${loaded.id}:${loaded.version}` : null;
  const [shownKey, setShownKey] = useState(loadedKey);
  if (loadedKey !== shownKey) {
    setShownKey(loadedKey);
    setStale(false);
  }
  useEffect(() => {
    if (loadedKey === null) return;
    form.reset(loaded ? fromProduct(loaded) : emptyProductForm);
    // loadedKey names the product and its version.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadedKey, edit.isOpen]);

  const onFieldErrors = (error: unknown) => {
    if (isApiError(error) && error.code === errorCodes.STALE_WRITE) {
      setStale(true);
      return true;
    }
    return applyServerFieldErrors(error, form.setError, formFields);
  };
  const create = useCreateProduct(onFieldErrors);
  const update = useUpdateProduct(onFieldErrors);
  const isPending = create.isPending || update.isPending;

  const save = (values: AdminProductValues, archived?: boolean) => {
    setStale(false);
    if (loaded) update.mutate({ id: loaded.id, body: toUpdateBody(values, loaded, archived) }, dialog.saved);
    else create.mutate(values, dialog.saved);
  };
  const dialog = useFormDialog({
    edit,
    form,
    record: product,
    needs: options,
    onSave: (values) => save(values),
    isPending,
    texts: {
      createTitle: t('products.form.createTitle'),
      editTitle: t('products.form.editTitle'),
      save: t('products.form.save'),
      loadFailed: t('products.loadFailed'),
      loading: t('products.form.loading'),
    },
    skeletons: ['h-11', 'h-24', 'h-11'],
    busy: uploading,
  });

  return (
    <FormDialog {...dialog.props} size="xl" description={t('products.form.description')}>
      <ProductFields
        form={form}
        options={options.data!}
        stale={stale}
        archived={loaded?.archived ?? false}
        isPending={isPending}
        onReload={() => {
          setStale(false);
          void product.refetch();
        }}
        onRestore={() => void form.handleSubmit((values) => save(values, false))()}
        errors={errors}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}

interface ProductFieldsProps {
  form: ReturnType<typeof useForm<ProductFormValues, unknown, AdminProductValues>>;
  options: AdminProductFormOptions;
  stale: boolean;
  archived: boolean;
  isPending: boolean;
  onReload: () => void;
  onRestore: () => void;
  errors: ReturnType<typeof useForm<ProductFormValues, unknown, AdminProductValues>>['formState']['errors'];
  onBusyChange: (busy: boolean) => void;
}

function ProductFields({
  form,
  options,
  stale,
  archived,
  isPending,
  onReload,
  onRestore,
  errors,
  onBusyChange,
}: ProductFieldsProps) {
  const { t } = useTranslation('admin');
  const [isBestseller, badgeEnabled] = useWatch({ control: form.control, name: ['isBestseller', 'badgeEnabled'] });
  const tagTypes = [...new Set(options.tags.map((tag) => tag.tagType))];
  const mediaError = firstNestedMessage(errors.media);

  return (
    <>
      {stale && (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('products.form.stale')}</span>
          <Button variant="outline" size="sm" onClick={onReload}>
            {t('products.form.reload')}
          </Button>
        </Alert>
      )}
      {archived && (
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          <span>{t('products.form.archivedNote')}</span>
          <Button variant="outline" size="sm" disabled={isPending} onClick={onRestore}>
            {t('products.form.restore')}
          </Button>
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <fieldset className="grid content-start gap-4">
          <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('products.form.english')}</legend>
          <FormField label={t('products.form.titleLabel')} error={errors.title?.message}>
            <Input autoComplete="off" {...form.register('title')} />
          </FormField>
          <FormField label={t('products.form.descriptionLabel')} error={errors.description?.message}>
            <Textarea rows={4} {...form.register('description')} />
          </FormField>
        </fieldset>
        <fieldset className="grid content-start gap-4">
          <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('products.form.hebrew')}</legend>
          <FormField label={t('products.form.heTitleLabel')} error={errors.translations?.he?.title?.message}>
            <Input autoComplete="off" lang="he" dir="rtl" {...form.register('translations.he.title')} />
          </FormField>
          <FormField
            label={t('products.form.heDescriptionLabel')}
            error={errors.translations?.he?.description?.message}
          >
            <Textarea rows={4} lang="he" dir="rtl" {...form.register('translations.he.description')} />
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
          <Select {...form.register('categoryId', { setValueAs: nullableNumber })}>
            <option value="">{t('products.form.noCategory')}</option>
            {options.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
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
        {options.tags.length === 0 && <p className="text-sm text-zinc-600">{t('products.form.noTags')}</p>}
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
          <Controller
            control={form.control}
            name="isBestseller"
            render={({ field }) => (
              <FormField label={t('products.form.bestseller')}>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
          {isBestseller && (
            <FormField label={t('products.form.bestsellerOrder')} error={errors.bestsellerOrder?.message}>
              <Input
                type="number"
                min={0}
                step={1}
                {...form.register('bestsellerOrder', { setValueAs: nullableNumber })}
              />
            </FormField>
          )}
        </div>
        <div className="grid content-start gap-3 rounded-xl border border-zinc-200 p-4">
          <Controller
            control={form.control}
            name="badgeEnabled"
            render={({ field }) => (
              <FormField label={t('products.form.badge')}>
                <Switch checked={field.value} onCheckedChange={field.onChange} />
              </FormField>
            )}
          />
          {badgeEnabled && <BadgeFields control={form.control} register={form.register} errors={errors} />}
        </div>
      </div>

      <Controller
        control={form.control}
        name="media"
        render={({ field }) => (
          <div className="grid gap-2">
            <MediaUpload
              label={t('products.form.media')}
              accept="media"
              maxFiles={MEDIA_MAX_FILES}
              onBusyChange={onBusyChange}
              value={field.value.map((item) => ({
                id: item.url,
                url: item.url,
                type: item.type,
                name: item.url.split('/').pop() ?? item.url,
                alt: item.alt,
              }))}
              onChange={(items) => field.onChange(items.map(({ url, type, alt }) => ({ url, type, alt })))}
            />
            <p className="text-xs text-zinc-600">{t('products.form.mediaHint')}</p>
            {mediaError && <p className="text-sm text-red-600">{mediaError}</p>}
          </div>
        )}
      />
    </>
  );
}
