import { zodResolver } from '@/lib/zod-resolver';
import { dreamBoxCategoryBodySchema, type AdminDreamBoxCategory, type DreamBoxCategoryInput } from '@marquee/contracts';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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

/** ADM-DBOX-02/03: the create/edit dialog of a Dream Box category. */
export function CategoryFormDialog({ edit, category }: CategoryFormDialogProps) {
  const { t } = useTranslation('admin');
  const save = useSaveDreamBoxCategory(category === null);
  const form = useForm<CategoryValues, unknown, DreamBoxCategoryInput>({
    resolver: zodResolver(dreamBoxCategoryBodySchema),
    values: { name: category?.name ?? '', imageUrl: category?.imageUrl ?? '' },
  });
  const unsaved = useUnsavedChangesWarning(edit.isOpen && form.formState.isDirty);
  const open = edit.isNew || category !== null;

  const submit = form.handleSubmit(async (body) => {
    try {
      await save.mutateAsync({ id: category?.id, body });
      form.reset({ name: '', imageUrl: '' });
      unsaved.leave(edit.close);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['name', 'imageUrl']);
    }
  });

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
      <FormField label={t('dreamBox.form.name')} error={form.formState.errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
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
