import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductSetInput } from '@marquee/contracts';
import { FormDialog } from '@/components/admin/form-dialog';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import { MediaUpload } from '@/components/admin/media-upload';
import { ProductPicker, type ProductPickerTexts } from '@/components/admin/product-picker';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { formatMoney } from '@/lib/money';
import { useAdminProductSet } from '../api/get-product-set';
import { useSaveProductSet } from '../api/save-product-set';
import { useProductSearch } from '../api/search-products';
import {
  emptyProductSetForm,
  formFieldOf,
  fromProductSet,
  itemsTotalCents,
  productSetEnglishFields,
  productSetResolver,
  type ProductSetFormValues,
} from '../lib/product-set-form';

interface ProductSetFormDialogProps {
  edit: EditParam;
}

/** The set form (`?new` or `?edit=<id>`), ADM-SET-01: every field of a product set, its name and description in English and Hebrew (issue 29). */
export function ProductSetFormDialog({ edit }: ProductSetFormDialogProps) {
  const { t } = useTranslation('admin');
  const id = numericEditId(edit);
  const set = useAdminProductSet(id);
  const current = edit.isNew ? undefined : set.data;
  const values = useMemo(() => (current ? fromProductSet(current) : emptyProductSetForm), [current]);
  const resolver = useMemo(() => productSetResolver({ invalidPrice: t('productSets.form.invalidPrice') }), [t]);
  const form = useForm<ProductSetFormValues, unknown, ProductSetInput>({ resolver, values });
  const errors = form.formState.errors;
  const tabs = useLanguageTabs(errors, { english: productSetEnglishFields }, edit.isOpen);
  const save = useSaveProductSet(edit.isNew, (error) => {
    tabs.openTabOfServerError(error, formFieldOf);
    return applyServerFieldErrors(error, form.setError, formFieldOf);
  });
  const [uploading, setUploading] = useState(false);
  const dialog = useFormDialog({
    edit,
    form,
    record: set,
    onSave: (body, saved) => save.mutate({ id: edit.isNew ? undefined : id!, body }, saved),
    onInvalid: tabs.openTabWithErrors,
    isPending: save.isPending,
    texts: {
      createTitle: t('productSets.form.createTitle'),
      editTitle: t('productSets.form.editTitle', { name: current?.name ?? '' }),
      create: t('productSets.form.create'),
      save: t('productSets.form.save'),
    },
    skeletons: ['h-11', 'h-11', 'h-11', 'h-11', 'h-11'],
    busy: uploading,
  });
  const products = useWatch({ control: form.control, name: 'products' });
  const pickerTexts = useMemo<ProductPickerTexts>(
    () => ({
      search: t('productSets.picker.search'),
      placeholder: t('productSets.picker.placeholder'),
      results: t('productSets.picker.results'),
      none: t('productSets.picker.none'),
      searching: t('productSets.picker.searching'),
      failed: t('productSets.picker.failed'),
      empty: t('productSets.picker.empty'),
      add: (title) => t('productSets.picker.add', { title }),
      added: (title) => t('productSets.picker.added', { title }),
      remove: (title) => t('productSets.picker.remove', { title }),
      removed: (title) => t('productSets.picker.removed', { title }),
      moveUp: (title) => t('productSets.picker.moveUp', { title }),
      moveDown: (title) => t('productSets.picker.moveDown', { title }),
    }),
    [t],
  );

  return (
    <FormDialog {...dialog.props} size="xl">
      <div className="grid min-w-0 grid-cols-1 gap-5">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <LanguageTabs tabs={tabs}>
            {(language) => (
              <>
                <TranslatedTextField form={form} language={language} name="name" label={t('productSets.form.name')} />
                <TranslatedTextField
                  form={form}
                  language={language}
                  name="description"
                  label={t('productSets.form.description')}
                  rows={3}
                />
              </>
            )}
          </LanguageTabs>
          <FormField
            label={t('productSets.form.price')}
            description={
              products.length > 0
                ? `${t('productSets.form.priceHint')} ${t('productSets.form.itemsTotal', { amount: formatMoney(itemsTotalCents(products)) })}`
                : t('productSets.form.priceHint')
            }
            error={errors.price?.message}
          >
            <Input inputMode="decimal" autoComplete="off" {...form.register('price')} />
          </FormField>
          <Controller
            control={form.control}
            name="image"
            render={({ field }) => (
              <div className="grid gap-2">
                <MediaUpload
                  id="product-set-image"
                  label={t('productSets.form.image')}
                  value={field.value}
                  onChange={field.onChange}
                  maxFiles={1}
                  accept="image"
                  disabled={save.isPending}
                  onBusyChange={setUploading}
                />
                {errors.image?.message && <p className="text-sm text-red-600">{errors.image.message}</p>}
              </div>
            )}
          />
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <SwitchField
                id="product-set-active"
                label={t('productSets.form.isActive')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        <div className="grid min-w-0 grid-cols-1 content-start gap-5">
          <Controller
            control={form.control}
            name="products"
            render={({ field }) => (
              <ProductPicker
                label={t('productSets.form.products')}
                hint={t('productSets.form.productsHint')}
                value={field.value}
                onChange={field.onChange}
                useSearch={useProductSearch}
                texts={pickerTexts}
                ordered
                error={errors.products?.message}
              />
            )}
          />
          <Controller
            control={form.control}
            name="targets"
            render={({ field }) => (
              <ProductPicker
                label={t('productSets.form.targets')}
                hint={t('productSets.form.targetsHint')}
                value={field.value}
                onChange={field.onChange}
                useSearch={useProductSearch}
                texts={pickerTexts}
                error={errors.targets?.message}
              />
            )}
          />
        </div>
      </div>
    </FormDialog>
  );
}
