import { apiPaths, type AdminChatThread } from '@marquee/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminChatKeys } from './keys';

export const conversationQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: adminChatKeys.detail(id ?? 0),
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => api.get<AdminChatThread>(apiPaths.admin.chatConversation.href(id), { signal }),
  });

/** ADM-CHAT-04: one conversation's messages and replies (reading it changes nothing). */
export const useConversation = (id: number | null) => useQuery(conversationQueryOptions(id));
