import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { UnsavedChanges } from './use-unsaved-changes';

/** "Discard unsaved changes?": shown by useUnsavedChangesWarning before changes are lost. */
export function DiscardChangesDialog({ unsaved }: { unsaved: UnsavedChanges }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog open={unsaved.confirming} onOpenChange={(open) => !open && unsaved.cancel()}>
      <DialogContent role="alertdialog" closeLabel={t('kit.close')}>
        <DialogTitle className="pe-10">{t('kit.discardTitle')}</DialogTitle>
        <DialogDescription className="text-zinc-600">{t('kit.discardText')}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={unsaved.cancel}>
            {t('kit.keepEditing')}
          </Button>
          <Button variant="destructive" onClick={unsaved.confirm}>
            {t('kit.discard')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
