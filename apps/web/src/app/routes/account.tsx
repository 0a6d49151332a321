import { paths } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '@/features/auth/api/sign-out';
import { AccountGate } from '@/features/account/components/account-gate';
import { AccountShell } from '@/features/account/components/account-shell';
import { AccountDetailsTab } from '@/features/account/components/details/account-details-tab';
import { DreamBoxTab } from '@/features/account/components/dream-box/dream-box-tab';
import { OrdersTab } from '@/features/account/components/orders/orders-tab';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { accountOrderParts } from '../account-order-parts';

/**
 * /account (ACC-01..23): the session gate, then the account's tabs. A lazy route: its code,
 * zod and the forms included, is its own chunk that shopper pages never load.
 */
export function AccountRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.title'));
  const navigate = useNavigate();
  const signOut = useSignOut();

  const goHome = () => void navigate(paths.home.href(), { replace: true });

  const handleSignOut = () =>
    signOut.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('toast.signedOutTitle'), { description: t('toast.signedOutDescription') });
        goHome();
      },
      onError: (error) => {
        console.error('Sign-out failed', error);
        toast.error(t('common.error'), { description: t('toast.signOutFailed') });
      },
    });

  return (
    <AccountGate>
      {(user) => (
        <AccountShell
          email={user.email}
          onSignOut={handleSignOut}
          signingOut={signOut.isPending}
          tabs={{
            details: <AccountDetailsTab email={user.email} onDeleted={goHome} />,
            orders: <OrdersTab parts={accountOrderParts} />,
            'dream-box': <DreamBoxTab />,
          }}
        />
      )}
    </AccountGate>
  );
}
