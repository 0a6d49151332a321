import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewsletterUnsubscribe } from '@/features/newsletter/components/newsletter-unsubscribe';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NewsletterUnsubscribeRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('newsletter.unsubscribe.title'));
  return <NewsletterUnsubscribe token={searchParams.get('token')} />;
}
