import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteAccount } from '../../api/delete-account';
import { useDownloadAccountData } from '../../api/export-account';
import { useReauthGate } from '../../hooks/use-reauth-gate';
import { ReauthDialog } from './reauth-dialog';
import { Section } from './section';

/**
 * "Download my data" and the account's deletion (ACC-07, R-33), after the spec's confirmation;
 * both first confirm it is the owner (password or e-mailed code, issue 27 point 4).
 */
export function DangerZone({ onDeleted }: { onDeleted: () => void }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const reauth = useReauthGate();
  const download = useDownloadAccountData();
  // The hook's own callbacks: the ended session unmounts this screen before a mutate() callback would run.
  const deleteAccount = useDeleteAccount({
    onSuccess: () => {
      toast.success(t('account.danger.deleted'), { description: t('account.danger.deletedText') });
      onDeleted();
    },
    onError: (error) => {
      setConfirming(false);
      // They already confirmed the deletion: once it is them again, it goes ahead.
      if (reauth.retryAfterReauth(error, () => deleteAccount.mutate())) return;
      toast.error(t('account.danger.deleteFailed'));
    },
  });

  const startDownload = () =>
    download.mutate(undefined, {
      onError: (error) => {
        if (reauth.retryAfterReauth(error, startDownload)) return;
        toast.error(t('account.danger.downloadFailed'), { description: error.message });
      },
    });
  const onDownload = () => reauth.withReauth(startDownload);

  return (
    <Section
      titleId="account-danger-title"
      title={t('account.danger.title')}
      description={t('account.danger.description')}
      tone="danger"
    >
      <div className="grid gap-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="min-w-0 max-w-prose">
            <h3 className="font-semibold text-zinc-900">{t('account.danger.downloadTitle')}</h3>
            <p className="text-sm text-zinc-600">{t('account.danger.downloadText')}</p>
          </div>
          <Button variant="outline" onClick={onDownload} isLoading={download.isPending}>
            <Download aria-hidden="true" />
            {t('account.danger.download')}
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-zinc-100 pt-5">
          <div className="min-w-0 max-w-prose">
            <h3 className="font-semibold text-zinc-900">{t('account.danger.deleteTitle')}</h3>
            <p className="text-sm text-zinc-600">{t('account.danger.deleteText')}</p>
          </div>
          <Button variant="destructive" onClick={() => reauth.withReauth(() => setConfirming(true))}>
            <Trash2 aria-hidden="true" />
            {t('account.danger.delete')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !deleteAccount.isPending && setConfirming(open)}
        title={t('account.danger.confirmTitle')}
        description={t('account.danger.confirm')}
        confirmLabel={t('account.danger.confirmButton')}
        cancelLabel={t('account.danger.cancel')}
        isPending={deleteAccount.isPending}
        onConfirm={() => deleteAccount.mutate()}
      />
      <ReauthDialog {...reauth.dialog} />
    </Section>
  );
}
