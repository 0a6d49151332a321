import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { paths } from '@marquee/contracts';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { LanguageSelect } from '@/components/layouts/language-select';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { AuditLogScreen } from '@/features/admin/components/audit-log-screen';
import { AdminNotFound, DashboardNav, TabScreen, type NavEntry } from '@/features/admin/components/dashboard-tabs';
import { OverviewScreen } from '@/features/admin/components/overview-screen';
import { legacyAdminHref, resolveAdminLocation } from '@/features/admin/lib/admin-tabs';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { adminScreens } from './screens';

/**
 * /admin and /admin/*: only for a signed-in admin (anyone else goes to /admin/login). This gate
 * is for the user experience; every admin API checks the role on the server.
 */
export function AdminDashboardLayout() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.title'));
  return (
    <AdminOnly>
      <AdminDashboard />
    </AdminOnly>
  );
}

/** Its children for a signed-in admin; a spinner while the session loads; anyone else goes to /admin/login. */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { data, isPending } = useSession();
  if (isPending) return <PageLoader label={t('common.loading')} className="min-h-dvh" />;
  if (data?.user?.role !== 'admin') return <Navigate to={paths.admin.login.href()} replace />;
  return children;
}

function AdminDashboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useSignOut();

  const logout = () => {
    signOut.mutate(undefined, {
      onSuccess: () => void navigate(paths.admin.login.href(), { replace: true }),
      onError: (error) => {
        console.error('Admin sign-out failed', error);
        toast.error(t('common.error'), { description: t('toast.signOutFailed') });
      },
    });
  };

  return (
    <AdminLayout
      title={t('admin.title')}
      actions={
        <>
          <LanguageSelect />
          <Button variant="ghost-dark" size="sm" onClick={logout} isLoading={signOut.isPending}>
            <LogOut aria-hidden="true" className="rtl:rotate-180" />
            {t('admin.logout')}
          </Button>
        </>
      }
    >
      <Outlet />
    </AdminLayout>
  );
}

/** /admin: the Overview. An earlier build's `/admin?tab=orders&section=...` goes on to its new address. */
export function AdminOverviewRoute() {
  const [params] = useSearchParams();
  const legacy = legacyAdminHref(params.get('tab'), params.get('section'));
  if (legacy) return <Navigate to={legacy} replace />;
  return (
    <>
      <DashboardNav active="overview" />
      <OverviewScreen />
    </>
  );
}

/** /admin/:tab and /admin/:tab/:section: a tab's screen, the audit log, or not found. */
export function AdminTabRoute() {
  const { t } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const { tab = '', section } = useParams();
  const { search } = useLocation();
  const location = resolveAdminLocation(tab, section);
  const active: NavEntry =
    location.kind === 'tab' ? location.tab.key : location.kind === 'auditLog' ? 'auditLog' : null;
  const label =
    location.kind === 'tab'
      ? t(`admin.tabs.${location.section?.key ?? location.tab.key}`)
      : location.kind === 'auditLog'
        ? ta('shell.auditLog')
        : ta('shell.notFoundTitle');
  useDocumentTitle(`${label} · ${t('admin.title')}`);

  if (location.kind === 'redirect') return <Navigate to={`${location.to}${search}`} replace />;
  return (
    <>
      <DashboardNav active={active} />
      {location.kind === 'tab' ? (
        <TabScreen tab={location.tab} section={location.section} screens={adminScreens} />
      ) : location.kind === 'auditLog' ? (
        <div className="mt-6 min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-6">
          <AuditLogScreen />
        </div>
      ) : (
        <AdminNotFound />
      )}
    </>
  );
}
