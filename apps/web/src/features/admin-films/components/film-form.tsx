import { zodResolver } from '@/lib/zod-resolver';
import type { AdminFilm } from '@marquee/contracts';
import { Plus, X } from 'lucide-react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/admin/discard-changes-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SwitchField } from '@/components/ui/switch-field';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useSaveFilm } from '../api/save-film';
import {
  emptyFilmForm,
  filmFormSchema,
  formFieldOf,
  fromFilm,
  toFilmBody,
  type FilmFormValues,
} from '../lib/film-form';

interface FilmFormProps {
  /** The film being edited; null is create mode (ADM-SHELL-06). */
  film: AdminFilm | null;
  /** Back to create mode (Cancel, or after a save). */
  onDone: () => void;
}

/** ADM-FILM-03..07: the create/edit form of a film. */
export function FilmForm({ film, onDone }: FilmFormProps) {
  const { t } = useTranslation('admin');
  const save = useSaveFilm(film === null);
  const form = useForm<FilmFormValues>({
    resolver: zodResolver(filmFormSchema({ wholeNumber: t('films.form.wholeNumber') })),
    defaultValues: film ? fromFilm(film) : emptyFilmForm,
  });
  const categories = useFieldArray({ control: form.control, name: 'categories' });
  const { errors, isDirty } = form.formState;

  // Reload, Back, another film's Edit or Cancel ask before unsaved changes are lost.
  const unsaved = useUnsavedChangesWarning(isDirty);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: film?.id, body: toFilmBody(values) });
      form.reset(emptyFilmForm);
      unsaved.leave(onDone);
    } catch (error) {
      // The hook has shown 'Failed to save film'; the server's field messages go on their fields.
      applyServerFieldErrors(error, form.setError, formFieldOf);
    }
  });

  const imageField = (name: 'posterUrl' | 'logoUrl' | 'imageUrl' | 'bannerUrl', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <ImageUrlField
          label={label}
          addressLabel={t('films.form.imageAddress', { label })}
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
        />
      )}
    />
  );

  return (
    <>
      <DiscardChangesDialog unsaved={unsaved} />
      <form
        noValidate
        aria-labelledby="film-form-title"
        onSubmit={(event) => void submit(event)}
        className="grid gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6"
      >
        <h3 id="film-form-title" className="text-lg font-semibold text-zinc-900">
          {film ? t('films.form.editTitle', { title: film.title }) : t('films.form.createTitle')}
        </h3>
        <FormField label={t('films.form.title')} error={errors.title?.message}>
          <Input autoComplete="off" {...form.register('title')} />
        </FormField>
        <FormField label={t('films.form.description')} error={errors.description?.message}>
          <Textarea rows={4} {...form.register('description')} />
        </FormField>
        <div className="grid gap-4">
          {imageField('posterUrl', t('films.form.poster'))}
          {imageField('logoUrl', t('films.form.logo'))}
          {imageField('imageUrl', t('films.form.image'))}
          {imageField('bannerUrl', t('films.form.banner'))}
        </div>
        <FormField
          label={t('films.form.destinationUrl')}
          description={t('films.form.destinationHint')}
          error={errors.destinationUrl?.message}
        >
          <Input inputMode="url" autoComplete="off" {...form.register('destinationUrl')} />
        </FormField>

        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium text-zinc-900">{t('films.form.categories')}</legend>
          <p className="text-xs text-zinc-500">{t('films.form.categoriesHint')}</p>
          {categories.fields.map((row, index) => (
            <div key={row.id} className="flex items-center gap-2">
              <Input
                aria-label={t('films.form.category', { n: index + 1 })}
                autoComplete="off"
                {...form.register(`categories.${index}.title`)}
              />
              {/* ADM-FILM-04: no remove button while only one row exists. */}
              {categories.fields.length > 1 && (
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={t('films.form.removeCategory', { n: index + 1 })}
                  onClick={() => categories.remove(index)}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
          ))}
          {errors.categories?.message && <p className="text-sm text-red-600">{errors.categories.message}</p>}
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={() => categories.append({ title: '' })}
          >
            <Plus aria-hidden="true" />
            {t('films.form.addCategory')}
          </Button>
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          {(['displayOrder', 'homepageOrder'] as const).map((name) => (
            <FormField
              key={name}
              label={t(`films.form.${name}`)}
              description={t('films.form.ordersHint')}
              error={errors[name]?.message}
            >
              <Input type="number" inputMode="numeric" min={0} step={1} {...form.register(name)} />
            </FormField>
          ))}
        </div>
        <div className="flex flex-wrap gap-6">
          {(['isActive', 'showOnHomepage'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <SwitchField label={t(`films.form.${name}`)} checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
          ))}
        </div>

        <fieldset className="grid gap-4 rounded-lg border border-zinc-200 p-4">
          <legend className="px-1 text-sm font-medium text-zinc-900">{t('films.form.hebrew')}</legend>
          <FormField label={t('films.form.heTitle')} error={errors.heTitle?.message}>
            <Input lang="he" dir="rtl" autoComplete="off" {...form.register('heTitle')} />
          </FormField>
          <FormField label={t('films.form.heDescription')} error={errors.heDescription?.message}>
            <Textarea lang="he" dir="rtl" rows={3} {...form.register('heDescription')} />
          </FormField>
        </fieldset>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="outline"
            disabled={save.isPending}
            onClick={() =>
              unsaved.guard(() => {
                form.reset(emptyFilmForm);
                unsaved.leave(onDone);
              })
            }
          >
            {t('films.form.cancel')}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {film ? t('films.form.save') : t('films.form.create')}
          </Button>
        </div>
      </form>
    </>
  );
}
