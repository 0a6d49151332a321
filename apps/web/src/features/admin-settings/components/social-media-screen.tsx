import { zodResolver } from '@/lib/zod-resolver';
import {
  SOCIAL_LINKS_MAX,
  socialLinksBodySchema,
  socialPlatforms,
  type SocialLink,
  type SocialLinksBody,
} from '@marquee/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DiscardChangesDialog } from '@/components/admin/discard-changes-dialog';
import { useUnsavedChangesWarning } from '@/components/admin/use-unsaved-changes';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { socialPlatformName } from '@/components/ui/social-icon';
import { isApiError } from '@/lib/api-client';
import { useAdminSettings } from '../api/get-settings';
import { useSaveSocialLinks } from '../api/save-social-links';
import { SettingsLoadState, SettingsSection } from './settings-section';

/** ADM-SOC-01..03: the footer's social links. */
export function SocialMediaScreen() {
  const { t } = useTranslation('admin');
  const settings = useAdminSettings();
  return (
    <section aria-labelledby="social-media-title" className="grid gap-5">
      <h2 id="social-media-title" className="text-xl font-semibold">
        {t('socialMedia.heading')}
      </h2>
      {settings.data ? (
        <SocialLinksForm key={JSON.stringify(settings.data.socialLinks)} initial={settings.data.socialLinks} />
      ) : (
        <SettingsLoadState isError={settings.isError} onRetry={() => void settings.refetch()} />
      )}
    </section>
  );
}

function SocialLinksForm({ initial }: { initial: SocialLink[] }) {
  const { t } = useTranslation('admin');
  const form = useForm<SocialLinksBody>({
    resolver: zodResolver(socialLinksBodySchema),
    defaultValues: { links: initial as SocialLinksBody['links'] },
  });
  const links = useFieldArray({ control: form.control, name: 'links' });
  const { errors, isDirty } = form.formState;
  const types = (useWatch({ control: form.control, name: 'links' }) ?? []).map((link) => link?.type ?? '');
  const unsaved = useUnsavedChangesWarning(isDirty);
  const save = useSaveSocialLinks((error) => {
    // The server names `links.N.type` or `links.N.url`.
    if (!isApiError(error) || !error.fields) return false;
    let applied = false;
    for (const [name, message] of Object.entries(error.fields)) {
      if (/^links(\.\d+\.(type|url))?$/.test(name)) {
        form.setError(name as 'links', { type: 'server', message });
        applied = true;
      }
    }
    return applied;
  });
  const submit = form.handleSubmit((body) =>
    save.mutate(body, { onSuccess: (saved) => form.reset({ links: saved as SocialLinksBody['links'] }) }),
  );

  return (
    <SettingsSection
      id="social-links-title"
      title={t('socialMedia.linksTitle')}
      description={t('socialMedia.description')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4">
        {links.fields.length === 0 ? (
          <p className="text-sm text-zinc-600">{t('socialMedia.empty')}</p>
        ) : (
          <ul className="grid gap-3">
            {links.fields.map((link, index) => {
              const current = types[index] ?? '';
              const known = (socialPlatforms as readonly string[]).includes(current);
              return (
                <li
                  key={link.id}
                  className="grid items-start gap-3 rounded-lg border border-zinc-200 p-3 sm:grid-cols-[12rem_1fr_auto]"
                >
                  <FormField
                    label={t('socialMedia.platform', { n: index + 1 })}
                    error={errors.links?.[index]?.type?.message}
                  >
                    <Select {...form.register(`links.${index}.type`)}>
                      {!known && <option value={current}>{current}</option>}
                      {socialPlatforms.map((platform) => (
                        <option key={platform} value={platform}>
                          {socialPlatformName(platform)}
                        </option>
                      ))}
                    </Select>
                  </FormField>
                  <FormField label={t('socialMedia.url', { n: index + 1 })} error={errors.links?.[index]?.url?.message}>
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder="https://"
                      autoComplete="off"
                      {...form.register(`links.${index}.url`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="outline"
                    size="icon"
                    className="sm:mt-7"
                    aria-label={t('socialMedia.remove', { n: index + 1 })}
                    onClick={() => links.remove(index)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {errors.links?.message && <p className="text-sm text-red-600">{errors.links.message}</p>}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={links.fields.length >= SOCIAL_LINKS_MAX}
            onClick={() => links.append({ type: 'facebook', url: '' })}
          >
            <Plus aria-hidden="true" />
            {t('socialMedia.add')}
          </Button>
          <Button type="submit" isLoading={save.isPending}>
            {t('socialMedia.save')}
          </Button>
        </div>
      </form>
      <DiscardChangesDialog unsaved={unsaved} />
    </SettingsSection>
  );
}
