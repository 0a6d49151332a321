import { zodResolver } from '@/lib/zod-resolver';
import {
  ANNOUNCEMENT_MAX_LENGTH,
  announcementBodySchema,
  announcementContrastWarnings,
  type AnnouncementBar,
  type AnnouncementBody,
} from '@marquee/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/admin/discard-changes-dialog';
import { LanguageTabs, useLanguageTabs } from '@/components/admin/language-tabs';
import {
  fieldError,
  hebrewFormTexts,
  languageInputProps,
  translatedFieldOf,
  translatedName,
} from '@/components/admin/translated-fields';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import { ColorInput } from '@/components/ui/color-input';
import { FormField } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useAdminSettings } from '../api/get-settings';
import { useSaveAnnouncement } from '../api/save-announcement';
import { ContrastWarnings, SettingsLoadState, SettingsSection } from './settings-section';

/** ADM-ANN-01..04: the announcement bar above every storefront page, its message in English and Hebrew (issue 29). */
export function AnnouncementsScreen() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="announcements-title" className="grid gap-5">
      <h2 id="announcements-title" className="text-xl font-semibold">
        {t('announcements.heading')}
      </h2>
      {settings.data ? (
        <AnnouncementForm key={JSON.stringify(settings.data.announcementBar)} initial={settings.data.announcementBar} />
      ) : (
        <SettingsLoadState isError={settings.isError} onRetry={() => void settings.refetch()} />
      )}
    </section>
  );
}

const FIELDS = ['enabled', 'message', 'background_color', 'text_color'] as const;
/** The API's field names are the form's (`translations.he.message` included). */
const formFieldOf = (name: string) =>
  (translatedFieldOf(name) as 'message' | undefined) ?? FIELDS.find((field) => field === name);

/** The bar as the form edits it: every Hebrew text, blank when there is none. */
const toFormValues = (bar: AnnouncementBar): AnnouncementBody => ({
  ...bar,
  translations: { he: hebrewFormTexts(['message'], bar.translations) },
});

function AnnouncementForm({ initial }: { initial: AnnouncementBar }) {
  const { t } = useTranslation('admin');
  const form = useForm<AnnouncementBody>({
    resolver: zodResolver(announcementBodySchema),
    defaultValues: toFormValues(initial),
  });
  const { errors, isDirty } = form.formState;
  const unsaved = useUnsavedChangesWarning(isDirty);
  const tabs = useLanguageTabs(errors, { english: ['message'] }, true);
  const save = useSaveAnnouncement((error) => {
    tabs.openTabOfServerError(error, formFieldOf);
    return applyServerFieldErrors(error, form.setError, formFieldOf);
  });
  const values = useWatch({ control: form.control }) as AnnouncementBody;
  const submit = form.handleSubmit(
    (body) => save.mutate(body, { onSuccess: (saved) => form.reset(toFormValues(saved)) }),
    tabs.openTabWithErrors,
  );
  // The preview shows the open tab's message, as a reader of that language sees it.
  const previewMessage =
    (tabs.language === 'he' ? values.translations?.he?.message?.trim() : undefined) || values.message.trim();
  const showPreview = values.enabled && previewMessage !== '';

  return (
    <SettingsSection
      id="announcement-bar-title"
      title={t('announcements.barTitle')}
      description={t('announcements.barDescription')}
    >
      <form noValidate onSubmit={submit} className="grid gap-5">
        <div className="flex items-center gap-3">
          <Controller
            control={form.control}
            name="enabled"
            render={({ field }) => (
              <Switch id="announcement-enabled" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          <Label htmlFor="announcement-enabled">{t('announcements.enabled')}</Label>
        </div>
        <LanguageTabs tabs={tabs}>
          {(language) => (
            <FormField
              label={t('announcements.message')}
              description={t('announcements.messageHint', { max: ANNOUNCEMENT_MAX_LENGTH })}
              error={fieldError(errors, translatedName(language, 'message'))}
            >
              <Textarea
                rows={2}
                maxLength={ANNOUNCEMENT_MAX_LENGTH}
                {...languageInputProps(language)}
                {...form.register(translatedName(language, 'message'))}
              />
            </FormField>
          )}
        </LanguageTabs>
        <div className="grid gap-4 sm:grid-cols-2">
          <Controller
            control={form.control}
            name="background_color"
            render={({ field }) => (
              <FormField label={t('announcements.backgroundColor')} error={errors.background_color?.message}>
                <ColorInput
                  value={field.value}
                  onChange={field.onChange}
                  pickerLabel={t('announcements.backgroundPicker')}
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="text_color"
            render={({ field }) => (
              <FormField label={t('announcements.textColor')} error={errors.text_color?.message}>
                <ColorInput value={field.value} onChange={field.onChange} pickerLabel={t('announcements.textPicker')} />
              </FormField>
            )}
          />
        </div>
        <ContrastWarnings
          warnings={announcementContrastWarnings(values)}
          label={() => t('announcements.contrastName')}
        />
        {showPreview && (
          <div className="grid gap-2">
            <p className="text-sm font-medium text-zinc-900">{t('announcements.preview')}</p>
            <div
              data-testid="announcement-preview"
              className="rounded-lg px-4 py-2 text-center text-xs font-medium sm:text-sm"
              style={{ background: values.background_color, color: values.text_color }}
            >
              <p dir="auto">{previewMessage}</p>
            </div>
          </div>
        )}
        <div>
          <Button type="submit" isLoading={save.isPending}>
            {t('announcements.save')}
          </Button>
        </div>
      </form>
      <DiscardChangesDialog unsaved={unsaved} />
    </SettingsSection>
  );
}
