import { zodResolver } from '@/lib/zod-resolver';
import {
  productTagBodySchema,
  productTagTranslatedFields,
  productTagTypes,
  type AdminProductTag,
  type ProductTagBody,
  type ProductTagInput,
} from '@marquee/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import { hebrewFormTexts, translatedFieldOf } from '@/components/admin/translated-fields';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminProductTag } from '../api/get-product-tag';
import { useSaveProductTag } from '../api/save-product-tag';

const emptyTag: ProductTagBody = {
  name: '',
  tagType: 'general',
  translations: { he: hebrewFormTexts(productTagTranslatedFields) },
};
const fieldNames = ['name', 'tagType'] as const;
/** The API's field names are the form's (`translations.he.name` included). */
const formFieldOf = (name: string) =>
  (translatedFieldOf(name) as 'name' | undefined) ?? fieldNames.find((field) => field === name);

const toFormValues = (tag: AdminProductTag | undefined): ProductTagBody =>
  tag
    ? {
        name: tag.name,
        tagType: tag.tagType,
        translations: { he: hebrewFormTexts(productTagTranslatedFields, tag.translations) },
      }
    : emptyTag;

/**
 * The tag form (`?new` or `?edit=<id>`): the name (stored lower-case and trimmed: the tag's key)
 * and the name Hebrew shoppers read (issue 29) side by side, and the type.
 */
export function ProductTagFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const id = numericEditId(edit);
  const tag = useAdminProductTag(id);
  const values = useMemo(() => toFormValues(edit.isNew ? undefined : tag.data), [edit.isNew, tag.data]);
  const form = useForm<ProductTagBody, unknown, ProductTagInput>({
    resolver: zodResolver(productTagBodySchema),
    values,
    resetOptions: { keepDirtyValues: false },
  });
  const errors = form.formState.errors;
  const tabs = useLanguageTabs(errors, { english: ['name'] }, edit.isOpen);
  const save = useSaveProductTag(edit.isNew, (error) => {
    tabs.openTabOfServerError(error, formFieldOf);
    return applyServerFieldErrors(error, form.setError, formFieldOf);
  });
  const dialog = useFormDialog({
    edit,
    form,
    record: tag,
    onSave: (body, saved) => save.mutate(edit.isNew ? { body } : { id: id!, body }, saved),
    onInvalid: tabs.openTabWithErrors,
    isPending: save.isPending,
    texts: {
      createTitle: t('productTags.form.createTitle'),
      editTitle: t('productTags.form.editTitle', { name: tag.data?.name ?? '' }),
      create: t('productTags.form.create'),
      save: t('productTags.form.save'),
    },
    skeletons: ['h-11', 'h-11'],
  });

  return (
    <FormDialog {...dialog.props} size="md">
      <LanguageTabs tabs={tabs}>
        {(language) => (
          <TranslatedTextField
            form={form}
            language={language}
            name="name"
            label={t('productTags.form.name')}
            description={language === 'en' ? t('productTags.form.nameHint') : t('contentLanguages.tagNameHint')}
          />
        )}
      </LanguageTabs>
      <FormField label={t('productTags.form.tagType')} error={errors.tagType?.message}>
        <Select {...form.register('tagType')}>
          {productTagTypes.map((type) => (
            <option key={type} value={type}>
              {t(`productTags.types.${type}`)}
            </option>
          ))}
        </Select>
      </FormField>
    </FormDialog>
  );
}
