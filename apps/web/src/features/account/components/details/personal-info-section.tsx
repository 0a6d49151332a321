import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useProfile } from '../../api/get-profile';
import { ProfileForm } from './profile-form';
import { Section } from './section';

/** ACC-06: the profile, loaded, then its form. */
export function PersonalInfoSection() {
  const { t } = useTranslation();
  const profile = useProfile();

  return (
    <Section
      titleId="account-profile-title"
      title={t('account.profile.title')}
      description={t('account.profile.description')}
    >
      {profile.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-[4.5rem]" />
          ))}
        </div>
      ) : profile.isError ? (
        <div role="alert" className="grid justify-items-start gap-3 text-sm text-zinc-700">
          <p>{t('account.profile.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={() => void profile.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </Section>
  );
}
