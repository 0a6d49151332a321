import { apiPaths, type ChatMessageBody, type VisitorChat } from '@marquee/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatKeys } from './keys';

/** LC-01: sends a message; the answer is the whole fresh conversation. */
export function useSendChatMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatMessageBody) => api.post<VisitorChat>(apiPaths.chat.messages.href(), body),
    onSuccess: (chat) => queryClient.setQueryData(chatKeys.conversation(), chat),
  });
}
