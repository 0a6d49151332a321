import type { ReviewStatus } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const tones = { pending: 'warning', published: 'success', hidden: 'neutral' } as const;

/** A review's state in words (never colour alone). */
export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  const { t } = useTranslation('admin');
  return <Badge tone={tones[status]}>{t(`reviews.states.${status}`)}</Badge>;
}
