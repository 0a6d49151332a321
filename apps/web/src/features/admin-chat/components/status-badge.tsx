import type { ChatStatus } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

/** ADM-CHAT-02: red unread, yellow read, green replied (the word says it too). */
const tones = { unread: 'danger', read: 'warning', replied: 'success' } as const;

export function ChatStatusBadge({ status }: { status: ChatStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={tones[status]} data-status={status}>
      {t(`chat.status.${status}`)}
    </Badge>
  );
}
