import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { AdminLayout } from '@/components/layouts/admin-layout';
import { Button } from '@/components/ui/button';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@marquee/contracts';
import { CouponsScreen } from '@/features/admin-coupons/components/coupons-screen';
import { CustomersScreen } from '@/features/admin-customers/components/customers-screen';
import { OrdersScreen } from '@/features/admin-orders/components/orders-screen';
import { DashboardTabs } from '@/features/admin/components/dashboard-tabs';
import { OverviewCards } from '@/features/admin/components/overview-cards';
import { useSession } from '@/features/auth/api/get-session';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * /admin: only for a signed-in admin. This gate is for the user experience; every admin
 * API checks the role on the server.
 */
export function AdminDashboardRoute() {
  const { t } = useTranslation();
  const { data, isPending } = useSession();
  useDocumentTitle(t('admin.title'));

  if (isPending) return <PageLoader label={t('common.loading')} className="min-h-dvh" />;
  if (data?.user?.role !== 'admin') return <Navigate to={paths.admin.login.href()} replace />;
  return <AdminDashboard />;
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
        <Button variant="ghost-dark" size="sm" onClick={logout} isLoading={signOut.isPending}>
          <LogOut aria-hidden="true" className="rtl:rotate-180" />
          {t('admin.logout')}
        </Button>
      }
    >
      <OverviewCards />
      <DashboardTabs
        screens={{ orders: <OrdersScreen />, coupons: <CouponsScreen />, customers: <CustomersScreen /> }}
      />
    </AdminLayout>
  );
}
