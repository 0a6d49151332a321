import { zodResolver } from '@/lib/zod-resolver';
import { profileBodySchema, type Profile } from '@marquee/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { CountrySelect } from '@/components/ui/country-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
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
  const { t } = useTranslation();
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
        <CountrySelect
          autoComplete="country"
          none={{ value: NO_COUNTRY, label: t('account.profile.noCountry') }}
          {...form.register('country')}
        />
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
