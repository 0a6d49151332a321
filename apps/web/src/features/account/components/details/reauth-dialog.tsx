import { zodResolver } from '@/lib/zod-resolver';
import {
  accountMessages,
  errorCodes,
  PASSWORD_CODE_LENGTH,
  passwordCodeBodySchema,
  reauthenticateBodySchema,
  type ReauthStatus,
} from '@marquee/contracts';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useReauthenticate } from '../../api/reauthenticate';
import { useSendReauthCode } from '../../api/send-reauth-code';
import { attemptsFromMessage } from '../../lib/password-errors';

interface ReauthDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** How this session confirms; until it loads, the password (every account made today has one). */
  status: ReauthStatus | undefined;
  onConfirmed: () => void;
}

/**
 * "Confirm it's you" before deleting the account or downloading its data (issue 27 point 4):
 * the password, or for an account without one a code e-mailed to its address. A Radix dialog:
 * labelled, focus kept inside, Escape closes.
 */
export function ReauthDialog({ open, onOpenChange, status, onConfirmed }: ReauthDialogProps) {
  const { t } = useTranslation();
  const hasPassword = status?.hasPassword ?? true;
  const close = () => onOpenChange(false);
  // Opened from a plain button, not a Radix trigger: Radix would drop the focus on the page's
  // body when it closes, so it goes back to whatever opened it.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!opener.current?.isConnected) return;
          event.preventDefault();
          opener.current.focus();
        }}
      >
        <DialogTitle className="pe-10">{t('account.reauth.title')}</DialogTitle>
        {hasPassword ? (
          <PasswordForm onConfirmed={onConfirmed} onCancel={close} />
        ) : (
          <CodeForm onConfirmed={onConfirmed} onCancel={close} />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface FormProps {
  onConfirmed: () => void;
  onCancel: () => void;
}

function Actions({
  onCancel,
  isPending,
  submitLabel,
}: {
  onCancel: () => void;
  isPending: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button type="button" variant="outline" onClick={onCancel} disabled={isPending}>
        {t('account.reauth.cancel')}
      </Button>
      <Button type="submit" isLoading={isPending}>
        {submitLabel}
      </Button>
    </div>
  );
}

function PasswordForm({ onConfirmed, onCancel }: FormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver: zodResolver(reauthenticateBodySchema), defaultValues: { password: '' } });
  const confirm = useReauthenticate({
    onSuccess: onConfirmed,
    onError: (error) => {
      if (isApiError(error) && error.code === errorCodes.INVALID_CREDENTIALS) {
        form.setError(
          'password',
          { type: 'server', message: t('account.reauth.wrongPassword') },
          { shouldFocus: true },
        );
        return;
      }
      if ((isApiError(error) && error.status === 429) || applyServerFieldErrors(error, form.setError, ['password']))
        return;
      toast.error(t('account.reauth.failed'), { description: isApiError(error) ? error.message : undefined });
    },
  });
  const onSubmit = form.handleSubmit(({ password }) => confirm.mutate({ password }));

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <DialogDescription className="text-zinc-600">{t('account.reauth.passwordText')}</DialogDescription>
      <RateLimitAlert error={confirm.error} />
      <FormField label={t('account.reauth.password')} error={form.formState.errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      <Actions onCancel={onCancel} isPending={confirm.isPending} submitLabel={t('account.reauth.confirm')} />
    </form>
  );
}

function CodeForm({ onConfirmed, onCancel }: FormProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm({ resolver: zodResolver(passwordCodeBodySchema), defaultValues: { code: '' } });
  const send = useSendReauthCode({
    onSuccess: () => {
      setSent(true);
      form.clearErrors('code');
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 429) return;
      toast.error(t('account.password.sendFailed'), { description: isApiError(error) ? error.message : undefined });
    },
  });
  const confirm = useReauthenticate({
    onSuccess: onConfirmed,
    onError: (error) => {
      if (isApiError(error) && error.code === errorCodes.CODE_EXPIRED) {
        const usedUp = error.message === accountMessages.reauthCodeUsedUp;
        form.setError('code', {
          type: 'server',
          message: usedUp ? t('account.reauth.codeUsedUp') : t('account.password.codeExpired'),
        });
        return;
      }
      if (isApiError(error) && error.code === errorCodes.CODE_INVALID) {
        const left = attemptsFromMessage(error.message);
        const message = left === null ? error.message : t('account.password.codeInvalid', { n: left });
        form.setError('code', { type: 'server', message }, { shouldFocus: true });
        return;
      }
      if ((isApiError(error) && error.status === 429) || applyServerFieldErrors(error, form.setError, ['code'])) return;
      toast.error(t('account.reauth.failed'), { description: isApiError(error) ? error.message : undefined });
    },
  });
  const onSubmit = form.handleSubmit(({ code }) => confirm.mutate({ code }));
  // Once the field is shown, the customer types the code from the e-mail there.
  useEffect(() => {
    if (sent) form.setFocus('code');
  }, [sent, form]);

  if (!sent)
    return (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send.mutate();
        }}
        className="grid gap-4"
      >
        <DialogDescription className="text-zinc-600">{t('account.reauth.codeText')}</DialogDescription>
        <RateLimitAlert error={send.error} />
        <Actions onCancel={onCancel} isPending={send.isPending} submitLabel={t('account.reauth.sendCode')} />
      </form>
    );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <DialogDescription className="text-zinc-600">{t('account.reauth.codeSent')}</DialogDescription>
      <RateLimitAlert error={confirm.error ?? send.error} />
      <FormField
        label={t('account.password.code')}
        error={form.formState.errors.code?.message}
        description={t('account.password.codeHint')}
      >
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={PASSWORD_CODE_LENGTH}
          className="max-w-48 text-center font-mono text-lg tracking-[0.4em]"
          {...form.register('code')}
        />
      </FormField>
      <Button
        type="button"
        variant="link"
        className="justify-self-start"
        onClick={() => send.mutate()}
        isLoading={send.isPending}
      >
        {t('account.password.resend')}
      </Button>
      <Actions onCancel={onCancel} isPending={confirm.isPending} submitLabel={t('account.reauth.confirm')} />
    </form>
  );
}
