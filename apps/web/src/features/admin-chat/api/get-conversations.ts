import { apiPaths, type AdminChatConversationList } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminChatKeys } from './keys';

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: adminChatKeys.lists(),
    queryFn: ({ signal }) => api.get<AdminChatConversationList>(apiPaths.admin.chatConversations.href(), { signal }),
  });

/** ADM-CHAT-01: every conversation, newest activity first, and the unread total. */
export const useConversations = () => useQuery(conversationsQueryOptions());
