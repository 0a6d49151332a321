import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NewsletterConfirm } from '@/features/newsletter/components/newsletter-confirm';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function NewsletterConfirmRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('newsletter.confirm.title'));
  return <NewsletterConfirm token={searchParams.get('token')} />;
}
