import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { LanguageSelect } from '@/components/layouts/language-select';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@marquee/contracts';
import { useSession } from '@/features/auth/api/get-session';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function AdminLoginRoute() {
  const { t } = useTranslation();
  const { data, isPending } = useSession();
  useDocumentTitle(t('admin.login.title'));

  if (isPending) return <PageLoader label={t('common.loading')} className="min-h-dvh bg-zinc-950" />;
  if (data?.user?.role === 'admin') return <Navigate to={paths.admin.root.href()} replace />;
  return (
    <div className="relative min-h-dvh bg-zinc-950">
      {/* Staff choose the admin's language before signing in too; in the corner, over the form's backdrop. */}
      <div className="absolute end-2 top-2 z-10 sm:end-4 sm:top-4">
        <LanguageSelect />
      </div>
      <AdminLoginForm />
    </div>
  );
}
