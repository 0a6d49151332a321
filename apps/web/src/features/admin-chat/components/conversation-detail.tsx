import type { AdminChatThread } from '@marquee/contracts';
import { Send } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { useSendReply } from '../api/send-reply';
import { ChatStatusBadge } from './status-badge';
import { formatDateTime } from '@/lib/format-date';

/**
 * ADM-CHAT-04..06: the customer's name and e-mail, each message with its reply, and the reply
 * box unless the newest message is answered. Enter sends, Shift+Enter starts a new line.
 */
export function ConversationDetail({ thread }: { thread: AdminChatThread }) {
  const { t, i18n } = useTranslation('admin');
  const send = useSendReply();
  const [reply, setReply] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const newest = thread.messages.at(-1);
  const canReply = newest !== undefined && newest.status !== 'replied';
  const when = (iso: string) => formatDateTime(iso, i18n.language, { dateStyle: 'short' });

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [thread.id, thread.messages.length]);

  const submit = () => {
    const text = reply.trim();
    if (!text || send.isPending) return;
    send.mutate({ id: thread.id, reply: text }, { onSuccess: () => setReply('') });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-zinc-200 px-4 py-3">
        <div className="min-w-0">
          <h3 className="truncate text-base font-semibold text-zinc-900">{thread.customerName}</h3>
          <a href={`mailto:${thread.customerEmail}`} className="text-sm break-all text-primary hover:underline">
            {thread.customerEmail}
          </a>
        </div>
        <ChatStatusBadge status={thread.status} />
      </header>
      <ol
        ref={listRef}
        aria-label={t('chat.thread', { name: thread.customerName })}
        className="grid min-h-0 flex-1 content-start gap-3 overflow-y-auto px-4 py-3"
      >
        {thread.messages.map((message) => (
          <li key={message.id} className="grid gap-2">
            <div className="me-10 justify-self-start rounded-2xl rounded-ss-sm bg-zinc-100 px-3 py-2 text-sm text-zinc-900">
              <p className="break-words whitespace-pre-wrap">{message.message}</p>
              <p className="mt-1 flex items-center gap-2 text-xs text-zinc-600">
                <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
                <ChatStatusBadge status={message.status} />
              </p>
            </div>
            {message.adminReply !== null && (
              <div className="ms-10 justify-self-end rounded-2xl rounded-se-sm bg-primary px-3 py-2 text-sm text-white">
                <p className="text-xs font-semibold text-white/90">{t('chat.reply')}</p>
                <p className="break-words whitespace-pre-wrap">{message.adminReply}</p>
                {message.replyTimestamp && (
                  <time dateTime={message.replyTimestamp} className="mt-1 block text-xs text-white/85">
                    {when(message.replyTimestamp)}
                  </time>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {canReply && (
        <form
          className="grid gap-2 border-t border-zinc-200 px-4 py-3"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Label htmlFor={`chat-reply-${thread.id}`}>{t('chat.replyLabel')}</Label>
          <div className="flex items-end gap-2">
            <Textarea
              id={`chat-reply-${thread.id}`}
              rows={2}
              value={reply}
              onChange={(event) => setReply(event.target.value)}
              onKeyDown={onKeyDown}
              aria-describedby={`chat-reply-hint-${thread.id}`}
              maxLength={2000}
            />
            <Button type="submit" disabled={!reply.trim()} isLoading={send.isPending}>
              <Send aria-hidden="true" />
              {t('chat.send')}
            </Button>
          </div>
          <p id={`chat-reply-hint-${thread.id}`} className="text-xs text-zinc-600">
            {t('chat.replyHint')}
          </p>
        </form>
      )}
    </div>
  );
}
