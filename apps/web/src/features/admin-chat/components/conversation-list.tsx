import type { AdminChatConversation } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { ChatStatusBadge } from './status-badge';
import { formatDateTime } from '@/lib/format-date';

interface ConversationListProps {
  conversations: readonly AdminChatConversation[];
  selectedId: number | null;
  onSelect: (id: number) => void;
}

/** ADM-CHAT-01, ADM-CHAT-07: conversations, newest activity first; the list scrolls at 500 px. */
export function ConversationList({ conversations, selectedId, onSelect }: ConversationListProps) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: string) => formatDateTime(iso, i18n.language, { dateStyle: 'short' });
  if (conversations.length === 0) return <p className="p-4 text-sm text-zinc-600">{t('chat.empty')}</p>;
  return (
    <ul aria-label={t('chat.conversations')} className="max-h-[500px] divide-y divide-zinc-200 overflow-y-auto">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        return (
          <li key={conversation.id}>
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              className={cn(
                'grid w-full gap-1 px-4 py-3 text-start hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none focus-visible:ring-inset',
                selected && 'bg-primary/5',
                conversation.status === 'unread' && 'font-semibold',
              )}
            >
              <span className="flex items-center justify-between gap-2">
                <span className="truncate text-sm text-zinc-900">{conversation.customerName}</span>
                <ChatStatusBadge status={conversation.status} />
              </span>
              <span className="truncate text-xs font-normal text-zinc-600">{conversation.customerEmail}</span>
              <span className="line-clamp-2 text-sm font-normal text-zinc-700">{conversation.lastMessage}</span>
              <span className="flex items-center justify-between gap-2 text-xs font-normal text-zinc-600">
                <time dateTime={conversation.lastActivityAt}>{when(conversation.lastActivityAt)}</time>
                {conversation.unreadCount > 0 && (
                  <span className="text-red-700">{t('chat.unreadCount', { count: conversation.unreadCount })}</span>
                )}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
