import { apiPaths, type VisitorChat } from '@marquee/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

export const getChat = (signal?: AbortSignal) => api.get<VisitorChat>(apiPaths.chat.messages.href(), { signal });

export const chatQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.conversation(), queryFn: ({ signal }) => getChat(signal) });

/** The visitor's own conversation (LC-04: the server decides whose by the cookie). */
export const useChat = () => useQuery(chatQueryOptions());
