import { zodResolver } from '@/lib/zod-resolver';
import {
  LOGO_DEFAULTS,
  LOGO_MAX_SIDE,
  siteLogoBodySchema,
  themeColorsBodySchema,
  themeContrastWarnings,
  type AdminSettings,
  type ThemeColorsBody,
} from '@marquee/contracts';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/admin/discard-changes-dialog';
import { itemsToUrl, urlToItems, type UploadItem } from '@/components/admin/media-slot';
import { MediaUpload } from '@/components/admin/media-upload';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import { ColorInput } from '@/components/ui/color-input';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { translateValidationMessage } from '@/lib/validation-messages';
import { useAdminSettings } from '../api/get-settings';
import { useSaveSiteLogo } from '../api/save-logo';
import { useSaveThemeColors } from '../api/save-theme';
import { ContrastWarnings, SettingsLoadState, SettingsSection } from './settings-section';
import { StoreAddressForm } from './store-address-form';

/** ADM-SITE-01..05: the logo and the theme colours; issue 29: the store's address for invoices. */
export function SiteSettingsScreen() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="site-settings-title" className="grid gap-5">
      <h2 id="site-settings-title" className="text-xl font-semibold">
        {t('siteSettings.heading')}
      </h2>
      {settings.data ? (
        <SiteSettingsForms settings={settings.data} />
      ) : (
        <SettingsLoadState isError={settings.isError} onRetry={() => void settings.refetch()} />
      )}
    </section>
  );
}

function SiteSettingsForms({ settings }: { settings: AdminSettings }) {
  const [logoDirty, setLogoDirty] = useState(false);
  const [themeDirty, setThemeDirty] = useState(false);
  const [addressDirty, setAddressDirty] = useState(false);
  // One warning for the screen (React Router allows one blocker at a time).
  const unsaved = useUnsavedChangesWarning(logoDirty || themeDirty || addressDirty);
  return (
    <>
      <LogoForm key={JSON.stringify(settings.siteLogo)} logo={settings.siteLogo} onDirtyChange={setLogoDirty} />
      <ThemeForm key={JSON.stringify(settings.theme)} theme={settings.theme} onDirtyChange={setThemeDirty} />
      <StoreAddressForm
        key={JSON.stringify(settings.storeAddress)}
        storeAddress={settings.storeAddress}
        onDirtyChange={setAddressDirty}
      />
      <DiscardChangesDialog unsaved={unsaved} />
    </>
  );
}

interface LogoValues {
  url: string;
  alt: string;
  width: string;
  height: string;
}
const LOGO_FIELDS = ['url', 'alt', 'width', 'height'] as const;

function LogoForm({
  logo,
  onDirtyChange,
}: {
  logo: AdminSettings['siteLogo'];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const initial: LogoValues = {
    url: logo?.url ?? '',
    alt: logo?.alt ?? LOGO_DEFAULTS.alt,
    width: String(logo?.width ?? LOGO_DEFAULTS.width),
    height: String(logo?.height ?? LOGO_DEFAULTS.height),
  };
  const form = useForm<LogoValues>({ defaultValues: initial });
  const { errors, isDirty } = form.formState;
  const [uploading, setUploading] = useState(false);
  const save = useSaveSiteLogo((error) => applyServerFieldErrors(error, form.setError, LOGO_FIELDS));
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const submit = form.handleSubmit((values) => {
    // ADM-SITE-02: a width or height that is not a number falls back to 150 × 50.
    const parsed = siteLogoBodySchema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const name = issue.path[0];
        if (typeof name === 'string' && (LOGO_FIELDS as readonly string[]).includes(name))
          form.setError(name as keyof LogoValues, {
            type: 'client',
            message: translateValidationMessage(issue.message),
          });
      }
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () =>
        form.reset({
          url: parsed.data.url,
          alt: parsed.data.alt,
          width: String(parsed.data.width),
          height: String(parsed.data.height),
        }),
    });
  });

  // The control's own alt field and Alt Text below are one value.
  const alt = useWatch({ control: form.control, name: 'alt' });
  const logoItems = (url: string) => urlToItems(url).map((item) => ({ ...item, alt }));
  const onItems = (items: UploadItem[], onChange: (url: string) => void, previous: string) => {
    const url = itemsToUrl(items);
    onChange(url);
    const itemAlt = items[0]?.alt;
    // A new upload comes without alt text: Alt Text keeps its value.
    if (url === previous && itemAlt !== undefined && itemAlt !== alt)
      form.setValue('alt', itemAlt, { shouldDirty: true });
    // MSG-SET-03: the upload control says 'Upload failed' / 'Failed to upload logo' when one fails.
    if (url && url !== previous) toast.success(t('siteSettings.logoUploaded'));
  };

  return (
    <SettingsSection id="logo-title" title={t('siteSettings.logoTitle')}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <Controller
          control={form.control}
          name="url"
          render={({ field }) => (
            <div className="grid gap-2">
              <MediaUpload
                id={`${id}-logo`}
                label={t('siteSettings.logo')}
                value={logoItems(field.value)}
                onChange={(items) => onItems(items, field.onChange, field.value)}
                maxFiles={1}
                accept="image"
                onBusyChange={setUploading}
                disabled={save.isPending}
                failureText={t('siteSettings.logoUploadFailed')}
              />
              <p className="text-xs text-zinc-500">{t('siteSettings.logoHint')}</p>
              {errors.url?.message && <p className="text-sm text-red-600">{errors.url.message}</p>}
            </div>
          )}
        />
        <FormField label={t('siteSettings.alt')} error={errors.alt?.message}>
          <Input placeholder={LOGO_DEFAULTS.alt} {...form.register('alt')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('siteSettings.width')}
            description={t('siteSettings.sideHint', { fallback: LOGO_DEFAULTS.width, max: LOGO_MAX_SIDE })}
            error={errors.width?.message}
          >
            <Input type="number" inputMode="numeric" min={1} max={LOGO_MAX_SIDE} {...form.register('width')} />
          </FormField>
          <FormField
            label={t('siteSettings.height')}
            description={t('siteSettings.sideHint', { fallback: LOGO_DEFAULTS.height, max: LOGO_MAX_SIDE })}
            error={errors.height?.message}
          >
            <Input type="number" inputMode="numeric" min={1} max={LOGO_MAX_SIDE} {...form.register('height')} />
          </FormField>
        </div>
        <div>
          <Button type="submit" isLoading={save.isPending} disabled={uploading}>
            {t('siteSettings.saveLogo')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}

const THEME_FIELDS = ['primary', 'secondary', 'accent'] as const;

function ThemeForm({
  theme,
  onDirtyChange,
}: {
  theme: AdminSettings['theme'];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const form = useForm<ThemeColorsBody>({ resolver: zodResolver(themeColorsBodySchema), defaultValues: theme });
  const { errors, isDirty } = form.formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const save = useSaveThemeColors((error) => applyServerFieldErrors(error, form.setError, THEME_FIELDS));
  const values = useWatch({ control: form.control }) as ThemeColorsBody;
  const submit = form.handleSubmit((body) => save.mutate(body, { onSuccess: (saved) => form.reset(saved) }));
  const names = {
    primary: t('siteSettings.primary'),
    secondary: t('siteSettings.secondary'),
    accent: t('siteSettings.accent'),
  };

  return (
    <SettingsSection
      id="theme-title"
      title={t('siteSettings.themeTitle')}
      description={t('siteSettings.themeDescription')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-4 md:grid-cols-3">
          {THEME_FIELDS.map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <FormField label={names[name]} error={errors[name]?.message}>
                  <ColorInput
                    value={field.value}
                    onChange={field.onChange}
                    pickerLabel={t('siteSettings.picker', { colour: names[name] })}
                  />
                </FormField>
              )}
            />
          ))}
        </div>
        <ContrastWarnings
          warnings={themeContrastWarnings(values)}
          label={(name) => names[name as keyof typeof names]}
        />
        <div>
          <Button type="submit" isLoading={save.isPending}>
            {t('siteSettings.saveTheme')}
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
