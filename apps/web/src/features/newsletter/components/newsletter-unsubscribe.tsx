import { useTranslation } from 'react-i18next';
import { useUnsubscribe } from '../api/unsubscribe';
import { NewsletterLinkCard } from './newsletter-link-card';

/** The page of every marketing e-mail's unsubscribe link (issue 29): one button unsubscribes. */
export function NewsletterUnsubscribe({ token }: { token: string | null }) {
  const { t } = useTranslation();
  const unsubscribe = useUnsubscribe();
  return (
    <NewsletterLinkCard
      token={token}
      mutation={unsubscribe}
      texts={{
        title: t('newsletter.unsubscribe.title'),
        intro: t('newsletter.unsubscribe.intro'),
        action: t('newsletter.unsubscribe.action'),
        done: t('newsletter.unsubscribe.done'),
        invalid: t('newsletter.unsubscribe.invalid'),
      }}
    />
  );
}
