import { apiPaths, CHAT_MESSAGE_MAX, CHAT_NAME_MAX, type VisitorChatMessage } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RateLimitAlert } from '@/components/errors/rate-limit-alert';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { isRateLimited } from '@/lib/rate-limit';
import { cn } from '@/lib/utils';
import { useChat } from '../api/get-chat';
import { chatKeys } from '../api/keys';
import { markRepliesSeen } from '../api/mark-replies-seen';
import { useSendChatMessage } from '../api/send-chat-message';
import { useEventStream } from '../api/use-event-stream';
import type { ChatEmailNotice } from '../email-notice';
import { formatDate } from '@/lib/format-date';

type Field = 'name' | 'email' | 'message';
type Errors = Partial<Record<Field, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface ChatPanelProps {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The outcome of the e-mailed address confirmation link the visitor just followed. */
  emailNotice?: ChatEmailNotice | null;
}

/**
 * LC-01..05: the chat panel, a non-modal dialog: the visitor's own conversation (their
 * messages and our replies, newest at the bottom) and the form to write again. While open it
 * listens for changes of the conversation and tells the server when it has shown a reply.
 */
export default function ChatPanel({ id, open, onClose, emailNotice = null }: ChatPanelProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const queryClient = useQueryClient();
  const chat = useChat();
  const send = useSendChatMessage();
  /** What the visitor typed; a field not touched shows the server's default. */
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [sent, setSent] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const threadRef = useRef<HTMLOListElement>(null);

  const messages = chat.data?.messages;
  const hasMessages = (messages?.length ?? 0) > 0;
  // The stream knows the visitor by their cookie, which a guest gets with the first message.
  useEventStream(apiPaths.chat.stream.href(), open && hasMessages, () => {
    void queryClient.invalidateQueries({ queryKey: chatKeys.all });
  });

  // The form starts with the customer's profile, or what the visitor wrote last time.
  const defaults = chat.data?.defaults;
  const values = {
    name: typed.name ?? defaults?.name ?? '',
    email: typed.email ?? defaults?.email ?? '',
    message: typed.message ?? '',
  };

  // Focus moves into the panel when it opens: the first field still to fill.
  useEffect(() => {
    if (!open) return;
    const target = nameRef.current?.value ? messageRef.current : nameRef.current;
    target?.focus();
  }, [open]);

  // Newest at the bottom: keep the end in view as messages and replies arrive.
  const replies = messages?.filter((m) => m.reply !== null).length ?? 0;
  useEffect(() => {
    const list = threadRef.current;
    if (open && list) list.scrollTop = list.scrollHeight;
  }, [open, messages?.length, replies]);

  // Shown replies are not e-mailed (the server mails only those no open panel has shown).
  const seenReplies = useRef(0);
  useEffect(() => {
    if (!open || replies === 0 || replies === seenReplies.current) return;
    seenReplies.current = replies;
    markRepliesSeen().catch((error: unknown) => console.error('Chat: marking replies seen failed', error));
  }, [open, replies]);

  const validate = (): Errors => {
    const found: Errors = {};
    const name = values.name.trim();
    const email = values.email.trim();
    const message = values.message.trim();
    if (!name) found.name = t('chat.errors.nameRequired');
    else if (name.length > CHAT_NAME_MAX) found.name = t('chat.errors.nameTooLong', { max: CHAT_NAME_MAX });
    if (!EMAIL.test(email)) found.email = t('chat.errors.emailInvalid');
    if (!message) found.message = t('chat.errors.messageRequired');
    else if (message.length > CHAT_MESSAGE_MAX)
      found.message = t('chat.errors.messageTooLong', { max: CHAT_MESSAGE_MAX });
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate(
      { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() },
      {
        onSuccess: () => {
          setTyped({ name: values.name, email: values.email, message: '' });
          setSent(true);
          messageRef.current?.focus();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields) setErrors(error.fields as Errors);
        },
      },
    );
  };

  const set = (field: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setTyped((v) => ({ ...v, [field]: value }));
  };

  const failed = send.isError && !isRateLimited(send.error) && !(isApiError(send.error) && send.error.fields);
  const time = (iso: string) => formatDate(iso, i18n.language, { hour: '2-digit', minute: '2-digit' });

  return (
    <section
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border border-zinc-200 bg-white text-zinc-900 shadow-2xl sm:inset-x-auto sm:end-4 sm:bottom-20 sm:max-h-[min(640px,calc(100dvh-6rem))] sm:w-96 sm:rounded-2xl"
    >
      <header className="flex items-center justify-between gap-2 rounded-t-2xl bg-primary px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {t('chat.title')}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('chat.close')}
          className="inline-flex size-9 items-center justify-center rounded-full hover:bg-white/15 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>

      <div className="flex min-h-0 flex-1 flex-col">
        <p className="px-4 pt-3 text-sm text-zinc-600">{t('chat.intro')}</p>
        <p className="px-4 pt-1 text-xs text-zinc-600">{t('chat.replyByEmail')}</p>
        {emailNotice === 'confirmed' && (
          <p role="status" className="mx-4 mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t('chat.emailLinkConfirmed')}
          </p>
        )}
        {emailNotice === 'invalid' && (
          <Alert variant="destructive" className="mx-4 mt-3">
            {t('chat.emailLinkInvalid')}
          </Alert>
        )}
        {chat.isError && (
          <Alert variant="destructive" className="mx-4 mt-3">
            {t('chat.loadFailed')}
          </Alert>
        )}
        <ol
          ref={threadRef}
          aria-label={t('chat.thread')}
          aria-live="polite"
          className="mt-2 grid min-h-0 flex-1 content-start gap-2 overflow-y-auto px-4 py-2"
        >
          {messages?.map((message) => (
            <ThreadItem key={message.id} message={message} time={time} />
          ))}
        </ol>

        <form onSubmit={submit} noValidate className="grid gap-3 border-t border-zinc-200 px-4 py-3">
          <div className="grid grid-cols-2 gap-3">
            <FormField label={t('chat.name')} error={errors.name}>
              <Input ref={nameRef} value={values.name} onChange={set('name')} autoComplete="name" maxLength={200} />
            </FormField>
            <FormField label={t('chat.email')} error={errors.email}>
              <Input type="email" value={values.email} onChange={set('email')} autoComplete="email" />
            </FormField>
          </div>
          <FormField label={t('chat.message')} error={errors.message}>
            <Textarea ref={messageRef} rows={2} value={values.message} onChange={set('message')} />
          </FormField>
          <RateLimitAlert error={send.error} />
          {failed && <Alert variant="destructive">{t('chat.sendFailed')}</Alert>}
          {sent && !send.isPending && (
            <p role="status" className="text-sm text-emerald-700">
              {t('chat.sent')}
            </p>
          )}
          <Button type="submit" isLoading={send.isPending}>
            {t('chat.send')}
          </Button>
        </form>
      </div>
    </section>
  );
}

function ThreadItem({ message, time }: { message: VisitorChatMessage; time: (iso: string) => string }) {
  const { t } = useTranslation();
  return (
    <li className="grid gap-2">
      <div className="ms-8 justify-self-end rounded-2xl rounded-ee-sm bg-primary px-3 py-2 text-sm text-white">
        <span className="sr-only">{t('chat.you')}: </span>
        <p className="break-words whitespace-pre-wrap">{message.message}</p>
        <p className="mt-1 text-end text-[11px] text-white/85">{time(message.createdAt)}</p>
      </div>
      {message.reply !== null && (
        <div className={cn('me-8 justify-self-start rounded-2xl rounded-es-sm bg-zinc-100 px-3 py-2 text-sm')}>
          <p className="text-xs font-semibold text-zinc-700">{t('chat.store')}</p>
          <p className="break-words whitespace-pre-wrap">{message.reply}</p>
          {message.replyTimestamp && (
            <p className="mt-1 text-end text-[11px] text-zinc-600">{time(message.replyTimestamp)}</p>
          )}
        </div>
      )}
    </li>
  );
}
