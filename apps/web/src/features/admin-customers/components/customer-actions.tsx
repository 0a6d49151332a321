import type { AdminCustomerDetail } from '@marquee/contracts';
import { KeyRound, LockKeyhole, LockKeyholeOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useSendCustomerPasswordReset } from '../api/send-password-reset';
import { useSetCustomerSignIn } from '../api/set-customer-sign-in';

/** Password-reset e-mail, and sign-in off (after a confirmation: it signs the customer out everywhere) or on. */
export function CustomerActions({ customer }: { customer: AdminCustomerDetail['customer'] }) {
  const { t } = useTranslation();
  const reset = useSendCustomerPasswordReset();
  const signIn = useSetCustomerSignIn();
  const [confirming, setConfirming] = useState(false);
  const name = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;

  const sendReset = () =>
    reset.mutate(customer.id, {
      onSuccess: () => toast.success(t('adminCustomers.actions.resetSent', { email: customer.email })),
      onError: (error) => toast.error(t('adminCustomers.actions.resetFailed'), { description: error.message }),
    });

  const setEnabled = (enabled: boolean) =>
    signIn.mutate(
      { customerId: customer.id, body: { enabled } },
      {
        onSuccess: () => {
          toast.success(t(enabled ? 'adminCustomers.actions.enabled' : 'adminCustomers.actions.disabled', { name }));
          setConfirming(false);
        },
        onError: (error) => {
          toast.error(t('adminCustomers.actions.switchFailed'), { description: error.message });
          setConfirming(false);
        },
      },
    );

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="outline" onClick={sendReset} isLoading={reset.isPending}>
        <KeyRound aria-hidden="true" />
        {t('adminCustomers.actions.sendReset')}
      </Button>
      {customer.disabled ? (
        <Button variant="outline" onClick={() => setEnabled(true)} isLoading={signIn.isPending}>
          <LockKeyholeOpen aria-hidden="true" />
          {t('adminCustomers.actions.enable')}
        </Button>
      ) : (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <LockKeyhole aria-hidden="true" />
          {t('adminCustomers.actions.disable')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('adminCustomers.confirmDisable.title', { name })}
        description={t('adminCustomers.confirmDisable.text')}
        confirmLabel={t('adminCustomers.confirmDisable.confirm')}
        cancelLabel={t('adminCustomers.confirmDisable.keep')}
        isPending={signIn.isPending}
        onConfirm={() => setEnabled(false)}
      />
    </div>
  );
}
