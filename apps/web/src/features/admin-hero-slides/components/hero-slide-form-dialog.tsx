import { heroGradients, type AdminHeroSlide, type HeroSlideInput } from '@marquee/contracts';
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@/components/admin/form-dialog';
import { ImageUrlField } from '@/components/admin/image-url-field';
import { LanguageTabs, useLanguageTabs } from '@/components/admin/language-tabs';
import { languageInputProps, type FormLanguage } from '@/components/admin/translated-fields';
import type { EditParam } from '@/components/admin/use-edit-param';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Alert } from '@/components/ui/alert';
import { ColorInput } from '@/components/ui/color-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/utils';
import { useSaveHeroSlide } from '../api/save-hero-slide';
import {
  emptyHeroSlideForm,
  formFieldOf,
  fromHeroSlide,
  heroSlideResolver,
  type HeroSlideFormValues,
  type HeroSlideTexts,
} from '../lib/hero-slide-form';

/** The English texts are the `en` group, the Hebrew ones the `he` group. */
const languageFields = { english: ['en'], hebrew: 'he' } as const;

interface HeroSlideFormDialogProps {
  edit: EditParam;
  /** The slide being edited, from the list (undefined while it loads or for a new one). */
  slide: AdminHeroSlide | undefined;
  /** The list failed or has no slide with that id. */
  missing: boolean;
}

/**
 * The slide modal (`?new` or `?edit=<id>`), ADM-HERO-02 with spec D-10: an English and a Hebrew
 * tab for title, subtitle, description, button1, button2, button1_url and button2_url, then the
 * image (the upload control, 1 image, or its address), gradient, order and the first button's colour.
 */
export function HeroSlideFormDialog({ edit, slide, missing }: HeroSlideFormDialogProps) {
  const { t } = useTranslation('admin');
  const current = edit.isNew ? undefined : slide;
  const values = useMemo(() => (current ? fromHeroSlide(current) : emptyHeroSlideForm), [current]);
  const form = useForm<HeroSlideFormValues, unknown, HeroSlideInput>({ resolver: heroSlideResolver, values });
  const unsaved = useUnsavedChangesWarning(edit.isOpen && form.formState.isDirty);
  const errors = form.formState.errors;
  const tabs = useLanguageTabs(errors, languageFields, edit.isOpen);
  const [uploading, setUploading] = useState(false);
  const save = useSaveHeroSlide((error) => {
    applyServerFieldErrors(error, form.setError, formFieldOf);
    tabs.openTabOfServerError(error, formFieldOf);
    // The toast still says the save failed (spec D-09); the fields say why.
    return false;
  });
  const gradient = useWatch({ control: form.control, name: 'gradient' });
  const loading = !edit.isNew && !current && !missing;

  const submit = form.handleSubmit(
    (body) =>
      save.mutate({ id: edit.isNew ? undefined : current?.id, body }, { onSuccess: () => unsaved.leave(edit.close) }),
    tabs.openTabWithErrors,
  );

  const textField = (code: FormLanguage, name: keyof HeroSlideTexts, multiline = false) => {
    const isUrl = name.endsWith('_url');
    const props = {
      ...form.register(`${code}.${name}`),
      autoComplete: 'off',
      // Addresses read left to right in either tab.
      ...(isUrl ? { dir: 'ltr' as const } : languageInputProps(code)),
    };
    return (
      <FormField
        key={name}
        label={t(`heroSlides.form.fields.${name}`)}
        description={
          code === 'en' && (name === 'button1_url' || name === 'button2_url')
            ? t(`heroSlides.form.englishUrlHint.${name}`)
            : undefined
        }
        error={errors[code]?.[name]?.message}
      >
        {multiline ? <Textarea rows={3} {...props} /> : <Input {...props} inputMode={isUrl ? 'url' : undefined} />}
      </FormField>
    );
  };

  return (
    <FormDialog
      open={edit.isOpen}
      onClose={edit.close}
      unsaved={unsaved}
      size="xl"
      title={edit.isNew ? t('heroSlides.form.createTitle') : t('heroSlides.form.editTitle')}
      submitLabel={t('heroSlides.form.save')}
      isPending={save.isPending}
      submitDisabled={loading || missing || uploading}
      onSubmit={(event) => void submit(event)}
    >
      {missing ? (
        <Alert variant="destructive">{t('heroSlides.notFound')}</Alert>
      ) : loading ? (
        <p className="text-sm text-zinc-600">{t('heroSlides.loading')}</p>
      ) : (
        <div className="grid min-w-0 grid-cols-1 gap-5 md:grid-cols-2">
          <LanguageTabs tabs={tabs} label={t('heroSlides.form.languages')}>
            {(code) => (
              <>
                {textField(code, 'title')}
                {textField(code, 'subtitle')}
                {textField(code, 'description', true)}
                <div className="grid gap-4 sm:grid-cols-2">
                  {textField(code, 'button1')}
                  {textField(code, 'button2')}
                </div>
                {textField(code, 'button1_url')}
                {textField(code, 'button2_url')}
              </>
            )}
          </LanguageTabs>
          <div className="grid min-w-0 content-start gap-4">
            <Controller
              control={form.control}
              name="imageUrl"
              render={({ field }) => (
                <ImageUrlField
                  label={t('heroSlides.form.image')}
                  addressLabel={t('heroSlides.form.imageAddress')}
                  id="hero-slide-image-upload"
                  value={field.value}
                  onChange={field.onChange}
                  error={errors.imageUrl?.message}
                  disabled={save.isPending}
                  onBusyChange={setUploading}
                />
              )}
            />
            <FormField label={t('heroSlides.form.gradient')} error={errors.gradient?.message}>
              <Select {...form.register('gradient')}>
                {heroGradients.map((gradient) => (
                  <option key={gradient} value={gradient}>
                    {gradient}
                  </option>
                ))}
              </Select>
            </FormField>
            <GradientPreview gradient={gradient} label={t('heroSlides.form.gradientPreview')} />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                label={t('heroSlides.form.orderIndex')}
                description={edit.isNew ? t('heroSlides.form.orderHint') : undefined}
                error={errors.orderIndex?.message}
              >
                <Input type="number" min={0} step={1} inputMode="numeric" {...form.register('orderIndex')} />
              </FormField>
              <Controller
                control={form.control}
                name="buttonColor"
                render={({ field }) => (
                  <FormField
                    label={t('heroSlides.form.buttonColor')}
                    description={t('heroSlides.form.buttonColorHint')}
                    error={errors.buttonColor?.message}
                  >
                    <ColorInput
                      value={field.value}
                      onChange={field.onChange}
                      pickerLabel={t('heroSlides.form.buttonColorPicker')}
                    />
                  </FormField>
                )}
              />
            </div>
          </div>
        </div>
      )}
    </FormDialog>
  );
}

/** The overlay as the storefront draws it (the classes are in the stylesheet: hero-gradients.ts is scanned). */
export function GradientPreview({
  gradient,
  label,
  className = 'h-10 w-full',
}: {
  gradient: string;
  label: string;
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={label}
      className={cn('rounded-lg bg-zinc-700 bg-gradient-to-r ring-1 ring-zinc-200', className, gradient)}
    />
  );
}
