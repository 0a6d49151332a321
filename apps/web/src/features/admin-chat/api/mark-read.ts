import { apiPaths, type AdminChatThread } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { useAdminMutation } from '@/components/admin/use-admin-mutation';
import { adminKeys } from '@/features/admin/api/keys';
import { api } from '@/lib/api-client';
import { adminChatKeys } from './keys';

/** ADM-CHAT-03: opening an unread conversation marks it read (no toast when it works). */
export function useMarkConversationRead() {
  const { t } = useTranslation('admin');
  return useAdminMutation({
    mutationFn: (id: number) =>
      api.patch<AdminChatThread>(apiPaths.admin.chatConversation.href(id), { status: 'read' }),
    invalidate: (id) => [adminChatKeys.lists(), adminChatKeys.detail(id), adminKeys.overview()],
    error: t('chat.markReadFailed'),
  });
}
