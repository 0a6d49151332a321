import type { FormEventHandler, ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { DiscardChangesDialog } from './discard-changes-dialog';
import type { UnsavedChanges } from './use-unsaved-changes';

export interface FormDialogProps {
  open: boolean;
  /** Asked to close (Cancel, Escape, the close button, a click outside); asks first when there are changes. */
  onClose: () => void;
  title: string;
  description?: string;
  /** react-hook-form's `handleSubmit(...)`. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  cancelLabel?: string;
  isPending: boolean;
  /**
   * The screen's `useUnsavedChangesWarning(edit.isOpen && form.formState.isDirty)`: closing asks
   * before changes are lost; after a save the screen closes with `unsaved.leave(edit.close)`.
   */
  unsaved: UnsavedChanges;
  /** Wider dialog for long forms. */
  size?: 'md' | 'lg' | 'xl';
  /** Disables the submit button (e.g. 'Save Page' without a title). */
  submitDisabled?: boolean;
  /** The item could not be loaded: this message shows instead of the fields. */
  loadError?: string | false | undefined;
  /** The item is loading: skeleton blocks (their height classes) show instead of the fields. */
  loading?: { skeletons: readonly string[]; label?: string | undefined } | false | undefined;
  children: ReactNode;
}

// `sm:` so they come after the dialog's base `max-w-lg` in the stylesheet (cn has no tailwind-merge).
const widths = { md: 'sm:max-w-lg', lg: 'sm:max-w-2xl', xl: 'sm:max-w-4xl' } as const;

/**
 * A create or edit form in a dialog: Radix traps focus and restores it on close; a title, the
 * fields, and a footer with Cancel and a submit button that shows a spinner while saving.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  onSubmit,
  submitLabel,
  cancelLabel,
  isPending,
  unsaved,
  size = 'lg',
  submitDisabled = false,
  loadError,
  loading,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('admin');
  const formId = useId();
  const requestClose = () => {
    if (!isPending) unsaved.guard(onClose);
  };

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && requestClose()}>
        <DialogContent
          closeLabel={t('kit.close')}
          className={cn('max-h-[calc(100dvh-2rem)] grid-rows-[auto_1fr_auto] overflow-hidden p-0', widths[size])}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="grid gap-1 px-6 pt-6 pe-14">
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </div>
          <form
            id={formId}
            noValidate
            onSubmit={onSubmit}
            className="grid min-h-0 content-start gap-4 overflow-y-auto px-6 py-2"
          >
            {loadError ? (
              <Alert variant="destructive">{loadError}</Alert>
            ) : loading ? (
              <div className="grid gap-3" aria-busy="true">
                {loading.label && <span className="sr-only">{loading.label}</span>}
                {loading.skeletons.map((height, index) => (
                  <Skeleton key={index} className={`${height} w-full`} />
                ))}
              </div>
            ) : (
              children
            )}
          </form>
          <div className="flex flex-col-reverse gap-2 border-t border-zinc-100 px-6 py-4 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={requestClose} disabled={isPending}>
              {cancelLabel ?? t('kit.cancel')}
            </Button>
            <Button type="submit" form={formId} isLoading={isPending} disabled={submitDisabled}>
              {submitLabel}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
      <DiscardChangesDialog unsaved={unsaved} />
    </>
  );
}
