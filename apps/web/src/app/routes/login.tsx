import { useTranslation } from 'react-i18next';
import { LoginFlow } from '@/features/auth/components/login/login-flow';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function LoginRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('header.signIn'));
  return <LoginFlow />;
}
