import type { AdminCustomerDetail } from '@marquee/contracts';
import { KeyRound, LockKeyhole, LockKeyholeOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useSendCustomerPasswordReset } from '../api/send-password-reset';
import { useSetCustomerSignIn } from '../api/set-customer-sign-in';
import { customerName } from '../lib/customer-name';

/** Password-reset e-mail, and sign-in off (after a confirmation: it signs the customer out everywhere) or on. */
export function CustomerActions({ customer }: { customer: AdminCustomerDetail['customer'] }) {
  const { t } = useTranslation('admin');
  const reset = useSendCustomerPasswordReset(customer.email);
  const signIn = useSetCustomerSignIn();
  const [confirming, setConfirming] = useState(false);
  const name = customerName(customer);

  const setEnabled = (enabled: boolean) =>
    signIn.mutate({ customerId: customer.id, body: { enabled } }, { onSettled: () => setConfirming(false) });

  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
      <Button variant="outline" onClick={() => reset.mutate(customer.id)} isLoading={reset.isPending}>
        <KeyRound aria-hidden="true" />
        {t('customers.actions.sendReset')}
      </Button>
      {customer.disabled ? (
        <Button variant="outline" onClick={() => setEnabled(true)} isLoading={signIn.isPending}>
          <LockKeyholeOpen aria-hidden="true" />
          {t('customers.actions.enable')}
        </Button>
      ) : (
        <Button variant="destructive" onClick={() => setConfirming(true)}>
          <LockKeyhole aria-hidden="true" />
          {t('customers.actions.disable')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('customers.confirmDisable.title', { name })}
        description={t('customers.confirmDisable.text')}
        confirmLabel={t('customers.confirmDisable.confirm')}
        cancelLabel={t('customers.confirmDisable.keep')}
        isPending={signIn.isPending}
        onConfirm={() => setEnabled(false)}
      />
    </div>
  );
}
