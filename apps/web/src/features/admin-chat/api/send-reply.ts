import { apiPaths, type AdminChatThread } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { adminKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';
import { adminChatKeys } from './keys';

/** ADM-CHAT-06, MSG-CHAT-02/03: saves the reply; the spec's toasts either way. */
export function useSendReply() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: ({ id, reply }: { id: number; reply: string }) =>
      api.post<AdminChatThread>(apiPaths.admin.chatReply.href(id), { reply }),
    invalidate: ({ id }) => [adminChatKeys.lists(), adminChatKeys.detail(id), adminKeys.overview()],
    success: t('chat.replySent'),
    successDescription: t('chat.replySentDescription'),
    error: t('chat.replyFailed'),
  });
}
