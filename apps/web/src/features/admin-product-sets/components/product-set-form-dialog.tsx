import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ProductSetInput } from '@marquee/contracts';
import { FormDialog } from '@/components/admin/form-dialog';
import { MediaUpload } from '@/components/admin/media-upload';
import { ProductPicker, type ProductPickerTexts } from '@/components/admin/product-picker';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
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
  productSetResolver,
  type ProductSetFormValues,
} from '../lib/product-set-form';

interface ProductSetFormDialogProps {
  edit: EditParam;
}

/** The set form (`?new` or `?edit=<id>`), ADM-SET-01: every field of a product set. */
export function ProductSetFormDialog({ edit }: ProductSetFormDialogProps) {
  const { t } = useTranslation('admin');
  const id = numericEditId(edit);
  const set = useAdminProductSet(id);
  const current = edit.isNew ? undefined : set.data;
  const values = useMemo(() => (current ? fromProductSet(current) : emptyProductSetForm), [current]);
  const resolver = useMemo(() => productSetResolver({ invalidPrice: t('productSets.form.invalidPrice') }), [t]);
  const form = useForm<ProductSetFormValues, unknown, ProductSetInput>({ resolver, values });
  const save = useSaveProductSet(edit.isNew, (error) =>
    applyServerFieldErrors(error, form.setError, (name) => formFieldOf[name.split('.')[0]!]),
  );
  const [uploading, setUploading] = useState(false);
  const dialog = useFormDialog({
    edit,
    form,
    record: set,
    onSave: (body, saved) => save.mutate({ id: edit.isNew ? undefined : id!, body }, saved),
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
  const errors = form.formState.errors;
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
          <FormField label={t('productSets.form.name')} error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </FormField>
          <FormField label={t('productSets.form.description')} error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </FormField>
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
