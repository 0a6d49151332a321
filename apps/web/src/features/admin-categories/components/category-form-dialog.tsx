import { zodResolver } from '@/lib/zod-resolver';
import { categoryBodySchema, type AdminCategory } from '@marquee/contracts';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '@/components/admin/form-dialog';
import { numericEditId, type EditParam } from '@/components/admin/use-edit-param';
import { useFormDialog } from '@/components/admin/use-form-dialog';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { useAllProductTags } from '@/features/admin-product-tags/api/get-product-tags';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminCategory } from '../api/get-category';
import { useSaveCategory } from '../api/save-category';
import { FilterTagPicker } from './filter-tag-picker';

/** The category body (the server's schema) plus the filter tags, saved after it (ADM-CATG-04). */
const categoryFormSchema = categoryBodySchema.extend({ tagIds: z.array(z.number().int()) });
type CategoryFormValues = z.input<typeof categoryFormSchema>;

const fieldNames = ['name', 'description', 'translations.he.name', 'translations.he.description', 'tagIds'] as const;

function toFormValues(category: AdminCategory | undefined): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? '',
    translations: {
      he: { name: category?.translations.he?.name ?? '', description: category?.translations.he?.description ?? '' },
    },
    tagIds: category?.filterTagIds ?? [],
  };
}

const sameIds = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The category form (`?new` or `?edit=<id>`): the English name and description (ADM-CATG-02:
 * they are the English texts), the Hebrew ones, and the page's filter tags.
 */
export function CategoryFormDialog({ edit }: { edit: EditParam }) {
  const { t } = useTranslation('admin');
  const id = numericEditId(edit);
  const category = useAdminCategory(id);
  const tags = useAllProductTags();
  const current = edit.isNew ? undefined : category.data;
  const values = useMemo(() => toFormValues(current), [current]);
  const form = useForm<CategoryFormValues, unknown, z.output<typeof categoryFormSchema>>({
    resolver: zodResolver(categoryFormSchema),
    values,
  });
  const save = useSaveCategory(edit.isNew, (error) => applyServerFieldErrors(error, form.setError, fieldNames));
  const dialog = useFormDialog({
    edit,
    form,
    record: category,
    onSave: ({ tagIds, ...body }, saved) => {
      const filtersChanged = !sameIds(tagIds, current?.filterTagIds ?? []);
      save.mutate({ id: edit.isNew ? undefined : id!, body, tagIds: filtersChanged ? tagIds : undefined }, saved);
    },
    isPending: save.isPending,
    texts: {
      createTitle: t('categories.form.createTitle'),
      editTitle: t('categories.form.editTitle', { name: current?.name ?? '' }),
      create: t('categories.form.create'),
      save: t('categories.form.save'),
    },
    skeletons: ['h-11', 'h-11', 'h-11', 'h-11'],
  });
  const errors = form.formState.errors;

  return (
    <FormDialog {...dialog.props}>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4">
        <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('categories.form.english')}</legend>
        <FormField label={t('categories.form.name')} error={errors.name?.message}>
          <Input autoComplete="off" lang="en" {...form.register('name')} />
        </FormField>
        <FormField label={t('categories.form.description')} error={errors.description?.message}>
          <Textarea rows={3} lang="en" {...form.register('description')} />
        </FormField>
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-4">
        <legend className="mb-2 text-sm font-semibold text-zinc-900">{t('categories.form.hebrew')}</legend>
        <p className="-mt-2 text-xs text-zinc-500">{t('categories.form.hebrewHint')}</p>
        <FormField label={t('categories.form.heName')} error={errors.translations?.he?.name?.message}>
          <Input autoComplete="off" lang="he" dir="rtl" {...form.register('translations.he.name')} />
        </FormField>
        <FormField label={t('categories.form.heDescription')} error={errors.translations?.he?.description?.message}>
          <Textarea rows={3} lang="he" dir="rtl" {...form.register('translations.he.description')} />
        </FormField>
      </fieldset>
      <fieldset className="grid min-w-0 grid-cols-1 gap-2">
        <legend className="text-sm font-semibold text-zinc-900">{t('categories.form.filters')}</legend>
        <p className="text-xs text-zinc-500">{t('categories.form.filtersHint')}</p>
        {tags.isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : tags.isError ? (
          <Alert variant="destructive">{t('categories.form.tagsFailed')}</Alert>
        ) : tags.data.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('categories.form.noTags')}</p>
        ) : (
          <Controller
            control={form.control}
            name="tagIds"
            render={({ field }) => <FilterTagPicker tags={tags.data} value={field.value} onChange={field.onChange} />}
          />
        )}
        {errors.tagIds?.message && <p className="text-sm text-red-600">{errors.tagIds.message}</p>}
      </fieldset>
    </FormDialog>
  );
}
