import { zodResolver } from '@/lib/zod-resolver';
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
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
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
  const id = numericEditId(edit);
  const tag = useAdminProductTag(id);
  const values = useMemo(() => toFormValues(edit.isNew ? undefined : tag.data), [edit.isNew, tag.data]);
  const form = useForm<ProductTagBody, unknown, ProductTagInput>({
    resolver: zodResolver(productTagBodySchema),
    values,
    resetOptions: { keepDirtyValues: false },
  });
  const save = useSaveProductTag(edit.isNew, (error) => applyServerFieldErrors(error, form.setError, fieldNames));
  const dialog = useFormDialog({
    edit,
    form,
    record: tag,
    onSave: (body, saved) => save.mutate(edit.isNew ? { body } : { id: id!, body }, saved),
    isPending: save.isPending,
    texts: {
      createTitle: t('productTags.form.createTitle'),
      editTitle: t('productTags.form.editTitle', { name: tag.data?.name ?? '' }),
      create: t('productTags.form.create'),
      save: t('productTags.form.save'),
    },
    skeletons: ['h-11', 'h-11'],
  });
  const errors = form.formState.errors;

  return (
    <FormDialog {...dialog.props} size="md">
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
