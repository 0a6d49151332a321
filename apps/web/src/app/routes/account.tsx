import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@marquee/contracts';
import { useSession } from '@/features/auth/api/get-session';
import { ComingSoon } from './coming-soon';

/** /account needs a session; guests go to /login. (The server guards the data itself.) */
export function AccountRoute() {
  const { t } = useTranslation();
  const { data, isPending } = useSession();
  if (isPending) return <PageLoader label={t('account.verifying')} />;
  if (!data?.user) return <Navigate to={paths.login.href()} replace />;
  return <ComingSoon screen="account" />;
}
