import { apiPaths } from '@marquee/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { adminKeys } from '@/features/admin/api/keys';
import { useEventStream } from '@/features/chat/api/use-event-stream';
import { isApiError } from '@/lib/api-client';
import { useConversation } from '../api/get-conversation';
import { useConversations } from '../api/get-conversations';
import { adminChatKeys } from '../api/keys';
import { useMarkConversationRead } from '../api/mark-read';
import { ConversationDetail } from './conversation-detail';
import { ConversationList } from './conversation-list';

/** MSG-CHAT-01: the server's message, or 'Failed to fetch messages'. */
function fetchError(error: unknown, fallback: string) {
  return isApiError(error) && error.message ? error.message : fallback;
}

/**
 * The Chat tab (ADM-CHAT-01..08): the unread counter, the conversations on the left and the
 * open one on the right, in a 600 px panel; new messages arrive live. The open conversation is
 * in the address (`?conversation=<id>`), so a reload keeps it.
 */
export function ChatScreen() {
  const { t } = useTranslation('admin');
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('conversation'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const conversations = useConversations();
  const thread = useConversation(selectedId);
  const markRead = useMarkConversationRead();

  useEventStream(
    apiPaths.admin.chatStream.href(),
    true,
    useCallback(() => {
      void queryClient.invalidateQueries({ queryKey: adminChatKeys.all });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    }, [queryClient]),
  );

  // ADM-CHAT-03: an open conversation with unread messages is marked read, once per message.
  const marked = useRef(new Set<number>());
  const unreadIds = thread.data?.messages.filter((m) => m.status === 'unread').map((m) => m.id) ?? [];
  const unreadKey = unreadIds.join(',');
  const threadId = thread.data?.id;
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (threadId === undefined || unreadKey === '') return;
    const fresh = unreadKey
      .split(',')
      .map(Number)
      .filter((id) => !marked.current.has(id));
    if (fresh.length === 0) return;
    for (const id of fresh) marked.current.add(id);
    mark(threadId);
  }, [threadId, unreadKey, mark]);

  const select = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('conversation', String(id));
        return next;
      },
      { replace: false },
    );

  const unread = conversations.data?.unreadTotal ?? 0;
  return (
    <section aria-labelledby="admin-chat-title" className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="admin-chat-title" className="text-xl font-semibold text-zinc-900">
          {t('chat.heading')}
        </h2>
        <Badge tone={unread > 0 ? 'danger' : 'neutral'} aria-live="polite" data-testid="chat-unread-counter">
          {t('chat.unreadCounter', { count: unread })}
        </Badge>
      </div>

      {conversations.isError && (
        <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-3">
          <span>{fetchError(conversations.error, t('chat.fetchFailed'))}</span>
          <Button size="sm" variant="outline" onClick={() => void conversations.refetch()}>
            {t('chat.retry')}
          </Button>
        </Alert>
      )}

      <div className="grid overflow-hidden rounded-xl border border-zinc-200 bg-white md:h-[600px] md:grid-cols-[minmax(260px,340px)_1fr]">
        <div className="min-h-0 border-b border-zinc-200 md:border-e md:border-b-0">
          <h3 className="sr-only">{t('chat.conversations')}</h3>
          {conversations.isPending ? (
            <div className="grid gap-3 p-4">
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
              <Skeleton className="h-16" />
            </div>
          ) : (
            <ConversationList
              conversations={conversations.data?.items ?? []}
              selectedId={selectedId}
              onSelect={select}
            />
          )}
        </div>
        <div className="min-h-[320px] md:min-h-0">
          {selectedId === null ? (
            <p className="p-6 text-sm text-zinc-600">{t('chat.select')}</p>
          ) : thread.isError ? (
            <Alert variant="destructive" className="m-4">
              {fetchError(thread.error, t('chat.fetchFailed'))}
            </Alert>
          ) : thread.data ? (
            <ConversationDetail key={thread.data.id} thread={thread.data} />
          ) : (
            <div className="grid gap-3 p-4">
              <Skeleton className="h-10" />
              <Skeleton className="h-24" />
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
