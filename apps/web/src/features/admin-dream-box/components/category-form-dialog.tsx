import { zodResolver } from '@hookform/resolvers/zod';
import { dreamBoxCategoryBodySchema, type AdminDreamBoxCategory, type DreamBoxCategoryInput } from '@marquee/contracts';
import { useEffect, useId } from 'react';
import type { z } from 'zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useCreateDreamBoxCategory, useUpdateDreamBoxCategory } from '../api/save-category';
import { itemsToUrl, urlToItems, type ImageUploadControl } from '../lib/image-upload';

/** The form holds text; the shared schema trims the name and makes an empty image null. */
type CategoryValues = z.input<typeof dreamBoxCategoryBodySchema>;

interface CategoryFormDialogProps {
  /** The category to edit; null creates one (ADM-SHELL-06). */
  category: AdminDreamBoxCategory | null;
  open: boolean;
  onClose: () => void;
  upload?: ImageUploadControl | undefined;
}

/** ADM-DBOX-02/03: the create/edit dialog of a Dream Box category. */
export function CategoryFormDialog({ category, open, onClose, upload }: CategoryFormDialogProps) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={tc('common.close')} className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogTitle className="pe-10">
          {category ? t('dreamBox.form.editTitle') : t('dreamBox.form.createTitle')}
        </DialogTitle>
        <DialogDescription>{t('dreamBox.form.text')}</DialogDescription>
        {open && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} upload={upload} />}
      </DialogContent>
    </Dialog>
  );
}

function CategoryForm({
  category,
  onDone,
  upload: Upload,
}: {
  category: AdminDreamBoxCategory | null;
  onDone: () => void;
  upload?: ImageUploadControl | undefined;
}) {
  const { t } = useTranslation('admin');
  const imageId = useId();
  const create = useCreateDreamBoxCategory();
  const update = useUpdateDreamBoxCategory();
  const form = useForm<CategoryValues, unknown, DreamBoxCategoryInput>({
    resolver: zodResolver(dreamBoxCategoryBodySchema),
    defaultValues: { name: category?.name ?? '', imageUrl: category?.imageUrl ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const isPending = create.isPending || update.isPending;

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const submit = form.handleSubmit(async (body) => {
    try {
      if (category) await update.mutateAsync({ id: category.id, body });
      else await create.mutateAsync(body);
      onDone();
    } catch (error) {
      applyServerFieldErrors(error, form.setError, ['name', 'imageUrl']);
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField label={t('dreamBox.form.name')} error={errors.name?.message}>
        <Input autoComplete="off" {...form.register('name')} />
      </FormField>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            {Upload && (
              <Upload
                label={t('dreamBox.form.image')}
                maxFiles={1}
                accept="image"
                value={urlToItems(field.value ?? '')}
                onChange={(items) => field.onChange(itemsToUrl(items))}
              />
            )}
            <Label htmlFor={imageId}>{t('dreamBox.form.imageAddress')}</Label>
            <Input
              id={imageId}
              inputMode="url"
              autoComplete="off"
              placeholder="/media/…"
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value)}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${imageId}-error` : undefined}
            />
            {fieldState.error && (
              <p id={`${imageId}-error`} className="text-sm text-red-600">
                {fieldState.error.message}
              </p>
            )}
            {field.value && <img src={field.value} alt="" className="h-24 w-24 rounded-lg bg-zinc-100 object-cover" />}
          </div>
        )}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={isPending}>
          {t('dreamBox.form.cancel')}
        </Button>
        <Button type="submit" isLoading={isPending}>
          {category ? t('dreamBox.form.save') : t('dreamBox.form.create')}
        </Button>
      </div>
    </form>
  );
}
