import { zodResolver } from '@hookform/resolvers/zod';
import { profileBodySchema, type Profile } from '@marquee/contracts';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { countryOptions } from '@/lib/countries';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateProfile } from '../../api/update-profile';

/** The select's value for "no country": a select never offers an empty value (SF-GEN-04). */
const NO_COUNTRY = 'none';

const formSchema = profileBodySchema.extend({
  country: z.string().transform((code) => (code === NO_COUNTRY ? null : code)),
});
type ProfileFormValues = z.input<typeof formSchema>;

const profileFields = ['firstName', 'lastName', 'birthdate', 'country'] as const;

const selectClass =
  'flex h-11 w-full min-w-0 rounded-lg border border-zinc-300 bg-white px-3 py-2 text-base text-zinc-900 shadow-xs outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 sm:text-sm';

function valuesOf(profile: Profile): ProfileFormValues {
  return {
    firstName: profile.firstName,
    lastName: profile.lastName,
    birthdate: profile.birthdate ?? '',
    country: profile.country ?? NO_COUNTRY,
  };
}

/** ACC-06: the profile's fields, the e-mail read-only; the server's field errors land on their fields. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? 'en';
  const countries = useMemo(() => countryOptions(locale), [locale]);
  const updateProfile = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  const today = new Date().toISOString().slice(0, 10);

  const onSubmit = form.handleSubmit((body) => {
    updateProfile.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        toast.success(t('account.profile.saved'), { description: t('account.profile.savedText') });
      },
      onError: (error) => {
        // A refused field says why on the field itself (and takes the focus); anything else is a toast.
        if (applyServerFieldErrors(error, form.setError, profileFields)) return;
        toast.error(t('account.profile.failed'));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField label={t('account.profile.firstName')} error={errors.firstName?.message}>
        <Input autoComplete="given-name" {...form.register('firstName')} />
      </FormField>
      <FormField label={t('account.profile.lastName')} error={errors.lastName?.message}>
        <Input autoComplete="family-name" {...form.register('lastName')} />
      </FormField>
      <FormField label={t('account.profile.birthdate')} error={errors.birthdate?.message}>
        <Input type="date" autoComplete="bday" min="1900-01-01" max={today} {...form.register('birthdate')} />
      </FormField>
      <FormField label={t('account.profile.country')} error={errors.country?.message}>
        <select autoComplete="country" className={selectClass} {...form.register('country')}>
          <option value={NO_COUNTRY}>{t('account.profile.noCountry')}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t('account.profile.email')}
        description={t('account.profile.emailHint')}
        className="sm:col-span-2"
      >
        <Input type="email" value={profile.email} readOnly className="bg-zinc-50 text-zinc-600" />
      </FormField>
      <div className="sm:col-span-2">
        <Button type="submit" isLoading={updateProfile.isPending}>
          {t('account.profile.save')}
        </Button>
      </div>
    </form>
  );
}
