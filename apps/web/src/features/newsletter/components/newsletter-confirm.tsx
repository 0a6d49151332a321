import { useTranslation } from 'react-i18next';
import { useConfirmSubscription } from '../api/confirm-subscription';
import { NewsletterLinkCard } from './newsletter-link-card';

/** The confirmation e-mail's page (issue 29): one button confirms the subscription. */
export function NewsletterConfirm({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const confirm = useConfirmSubscription();
  return (
    <NewsletterLinkCard
      token={token}
      mutation={confirm}
      texts={{
        title: t('newsletter.confirm.title'),
        intro: t('newsletter.confirm.intro'),
        action: t('newsletter.confirm.action'),
        done: t('newsletter.confirm.done'),
        invalid: t('newsletter.confirm.invalid'),
      }}
    />
  );
}
