import { zodResolver } from '@/lib/zod-resolver';
import {
  dreamBoxCategoryBodySchema,
  dreamBoxCategoryTranslatedFields,
  type AdminDreamBoxCategory,
  type DreamBoxCategoryInput,
} from '@marquee/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import { LanguageTabs, TranslatedTextField, useLanguageTabs } from '@/components/admin/language-tabs';
import { hebrewFormTexts, translatedFieldOf } from '@/components/admin/translated-fields';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSaveDreamBoxCategory } from '../api/save-category';

/** The form holds text; the shared schema trims the name and makes an empty image null. */
type CategoryValues = z.input<typeof dreamBoxCategoryBodySchema>;

interface CategoryFormDialogProps {
  /** `?new` or `?edit=<id>` (ADM-SHELL-06: create or edit mode). */
  edit: EditParam;
  /** The category being edited, once the list has it. */
  category: AdminDreamBoxCategory | null;
}

/** What a blank form holds. */
const emptyCategory = {
  name: '',
  imageUrl: '',
  translations: { he: hebrewFormTexts(dreamBoxCategoryTranslatedFields) },
};

/** The API's field names are the form's (`translations.he.name` included). */
const formFieldOf = (name: string) =>
  (translatedFieldOf(name) as 'name' | undefined) ?? (['name', 'imageUrl'] as const).find((field) => field === name);

/** ADM-DBOX-02/03: the create/edit dialog of a Dream Box category, its name in English and Hebrew side by side (issue 29). */
export function CategoryFormDialog({ edit, category }: CategoryFormDialogProps) {
  const { t } = useTranslation('admin');
  const save = useSaveDreamBoxCategory(category === null);
  const form = useForm<CategoryValues, unknown, DreamBoxCategoryInput>({
    resolver: zodResolver(dreamBoxCategoryBodySchema),
    values: category
      ? {
          name: category.name,
          imageUrl: category.imageUrl ?? '',
          translations: { he: hebrewFormTexts(dreamBoxCategoryTranslatedFields, category.translations) },
        }
      : emptyCategory,
  });
  const unsaved = useUnsavedChangesWarning(edit.isOpen && form.formState.isDirty);
  const open = edit.isNew || category !== null;
  const tabs = useLanguageTabs(form.formState.errors, { english: ['name'] }, open);

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: category?.id, body });
      form.reset(emptyCategory);
      unsaved.leave(edit.close);
    } catch (error) {
      tabs.openTabOfServerError(error, formFieldOf);
      applyServerFieldErrors(error, form.setError, formFieldOf);
    }
  }, tabs.openTabWithErrors);

  return (
    <FormDialog
      open={open}
      onClose={edit.close}
      unsaved={unsaved}
      size="md"
      title={category ? t('dreamBox.form.editTitle') : t('dreamBox.form.createTitle')}
      description={t('dreamBox.form.text')}
      submitLabel={category ? t('dreamBox.form.save') : t('dreamBox.form.create')}
      cancelLabel={t('dreamBox.form.cancel')}
      isPending={save.isPending}
      onSubmit={(event) => void submit(event)}
    >
      <LanguageTabs tabs={tabs}>
        {(language) => (
          <TranslatedTextField form={form} language={language} name="name" label={t('dreamBox.form.name')} />
        )}
      </LanguageTabs>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageUrlField
            label={t('dreamBox.form.image')}
            addressLabel={t('dreamBox.form.imageAddress')}
            value={field.value ?? ''}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormDialog>
  );
}
