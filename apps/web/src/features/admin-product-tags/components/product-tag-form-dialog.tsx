import { zodResolver } from '@hookform/resolvers/zod';
import {
  productTagBodySchema,
  productTagTypes,
  type AdminProductTag,
  type ProductTagBody,
  type ProductTagInput,
} from '@marquee/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminProductTag } from '../api/get-product-tag';
import { useSaveProductTag } from '../api/save-product-tag';

const emptyTag: ProductTagBody = { name: '', tagType: 'general' };
const fieldNames = ['name', 'tagType'] as const;

const toFormValues = (tag: AdminProductTag | undefined): ProductTagBody =>
  tag ? { name: tag.name, tagType: tag.tagType } : emptyTag;

/** The tag form (`?new` or `?edit=<id>`): name (stored lower-case and trimmed) and type. */
export function ProductTagFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const id = edit.id === null ? null : Number(edit.id);
  const tag = useAdminProductTag(id !== null && Number.isInteger(id) && id > 0 ? id : null);
  const values = useMemo(() => toFormValues(edit.isNew ? undefined : tag.data), [edit.isNew, tag.data]);
  const form = useForm<ProductTagBody, unknown, ProductTagInput>({
    resolver: zodResolver(productTagBodySchema),
    values,
    resetOptions: { keepDirtyValues: false },
  });
  const unsaved = useUnsavedChangesWarning(edit.isOpen && form.formState.isDirty);
  const save = useSaveProductTag(edit.isNew, (error) => applyServerFieldErrors(error, form.setError, fieldNames));
  const errors = form.formState.errors;
  const loading = !edit.isNew && tag.isPending;

  const submit = form.handleSubmit((body) =>
    save.mutate(edit.isNew ? { body } : { id: id!, body }, {
      onSuccess: () => unsaved.leave(edit.close),
    }),
  );

  return (
    <FormDialog
      open={edit.isOpen}
      onClose={edit.close}
      unsaved={unsaved}
      size="md"
      title={
        edit.isNew ? t('productTags.form.createTitle') : t('productTags.form.editTitle', { name: tag.data?.name ?? '' })
      }
      submitLabel={edit.isNew ? t('productTags.form.create') : t('productTags.form.save')}
      isPending={save.isPending}
      submitDisabled={loading || (!edit.isNew && tag.isError)}
      onSubmit={(event) => void submit(event)}
      loadError={!edit.isNew && tag.isError && tag.error.message}
      loading={loading && { skeletons: ['h-11', 'h-11'] }}
    >
      <FormField
        label={t('productTags.form.name')}
        description={t('productTags.form.nameHint')}
        error={errors.name?.message}
      >
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
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
