import type { AdminHomeSectionProduct, HomeSectionInput } from '@marquee/contracts';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import { ProductPicker, type ProductPickerTexts } from '@/components/admin/product-picker';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminHomeSection } from '../api/get-home-section';
import { useSaveHomeSection } from '../api/save-home-section';
import { useProductSearch } from '../api/search-products';
import {
  emptyHomeSectionForm,
  formFieldOf,
  fromHomeSection,
  homeSectionEnglishFields,
  homeSectionResolver,
  type HomeSectionFormValues,
} from '../lib/home-section-form';

/** The picker's words from this screen's block. */
function usePickerTexts(): ProductPickerTexts {
  const { t } = useTranslation('admin');
  return useMemo(
    () => ({
      search: t('homeSections.picker.search'),
      placeholder: t('homeSections.picker.placeholder'),
      results: t('homeSections.picker.results'),
      none: t('homeSections.picker.none'),
      searching: t('homeSections.picker.searching'),
      failed: t('homeSections.picker.failed'),
      empty: t('homeSections.picker.empty'),
      archived: t('homeSections.picker.archived'),
      add: (title) => t('homeSections.picker.add', { title }),
      added: (title) => t('homeSections.picker.added', { title }),
      remove: (title) => t('homeSections.picker.remove', { title }),
      removed: (title) => t('homeSections.picker.removed', { title }),
      moveUp: (title) => t('homeSections.picker.moveUp', { title }),
      moveDown: (title) => t('homeSections.picker.moveDown', { title }),
      moved: (title, position, total) => t('homeSections.picker.moved', { title, position, total }),
      drag: {
        handle: (title) => t('homeSections.picker.drag.handle', { title }),
        instructions: t('homeSections.picker.drag.instructions'),
        pickedUp: (title) => t('homeSections.picker.drag.pickedUp', { title }),
        over: (title, position) => t('homeSections.picker.drag.over', { title, position }),
        dropped: (title, position) => t('homeSections.picker.drag.dropped', { title, position }),
        cancelled: (title) => t('homeSections.picker.drag.cancelled', { title }),
      },
    }),
    [t],
  );
}

/**
 * The section form (`?new` or `?edit=<id>`), ADM-HSEC-01/03/04: title and description in English
 * and Hebrew side by side (issue 29), order, max display, active and the products in order.
 */
export function HomeSectionFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const id = numericEditId(edit);
  const section = useAdminHomeSection(id);
  const current = edit.isNew ? undefined : section.data;
  const values = useMemo(() => (current ? fromHomeSection(current) : emptyHomeSectionForm), [current]);
  const form = useForm<HomeSectionFormValues, unknown, HomeSectionInput>({ resolver: homeSectionResolver, values });
  const pickerTexts = usePickerTexts();
  const errors = form.formState.errors;
  const tabs = useLanguageTabs(errors, { english: homeSectionEnglishFields }, edit.isOpen);
  const save = useSaveHomeSection(edit.isNew, (error) => {
    tabs.openTabOfServerError(error, formFieldOf);
    return applyServerFieldErrors(error, form.setError, formFieldOf);
  });
  const dialog = useFormDialog({
    edit,
    form,
    record: section,
    onSave: (body, saved) => save.mutate({ id: edit.isNew ? undefined : id!, body }, saved),
    onInvalid: tabs.openTabWithErrors,
    isPending: save.isPending,
    texts: {
      createTitle: t('homeSections.form.createTitle'),
      editTitle: t('homeSections.form.editTitle', { title: current?.title ?? '' }),
      create: t('homeSections.form.create'),
      save: t('homeSections.form.save'),
    },
    skeletons: ['h-11', 'h-11', 'h-11', 'h-11', 'h-11'],
  });

  return (
    <FormDialog {...dialog.props} size="xl">
      <div className="grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <LanguageTabs tabs={tabs}>
            {(language) => (
              <>
                <TranslatedTextField
                  form={form}
                  language={language}
                  name="title"
                  label={t('homeSections.form.title')}
                />
                <TranslatedTextField
                  form={form}
                  language={language}
                  name="description"
                  label={t('homeSections.form.description')}
                  rows={3}
                />
              </>
            )}
          </LanguageTabs>
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t('homeSections.form.sectionOrder')} error={errors.sectionOrder?.message}>
              <Input type="number" step={1} inputMode="numeric" {...form.register('sectionOrder')} />
            </FormField>
            <FormField label={t('homeSections.form.maxProductsDisplay')} error={errors.maxProductsDisplay?.message}>
              <Input type="number" min={1} step={1} inputMode="numeric" {...form.register('maxProductsDisplay')} />
            </FormField>
          </div>
          <Controller
            control={form.control}
            name="isActive"
            render={({ field }) => (
              <SwitchField
                id="home-section-active"
                label={t('homeSections.form.isActive')}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        </div>
        <Controller
          control={form.control}
          name="products"
          render={({ field }) => (
            <ProductPicker<AdminHomeSectionProduct>
              label={t('homeSections.form.products')}
              hint={t('homeSections.form.productsHint')}
              value={field.value}
              onChange={field.onChange}
              useSearch={useProductSearch}
              texts={pickerTexts}
              ordered
              error={errors.products?.message}
            />
          )}
        />
      </div>
    </FormDialog>
  );
}
