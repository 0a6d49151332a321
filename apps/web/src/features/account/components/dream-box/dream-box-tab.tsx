import { paths } from '@marquee/contracts';
import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useAccountSubscription } from '../../api/subscription';
import { SubscriptionDetails } from './subscription-details';

/** The account's Dream Box tab (ACC-22, ACC-23): the subscription, or the way to start one. */
export function DreamBoxTab() {
  const { t } = useTranslation();
  const { data, isPending, refetch } = useAccountSubscription();
  if (isPending) {
    return (
      <div role="status" aria-label={t('accountDreamBox.loading')} className="grid gap-4">
        <Skeleton className="h-10 w-72 max-w-full" />
        <Skeleton className="h-40" radius="xl" />
        <Skeleton className="h-56" radius="xl" />
      </div>
    );
  }
  if (!data) {
    return (
      <div role="alert" className="rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-10 text-center">
        <p className="text-zinc-700">{t('accountDreamBox.loadFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (!data.subscription) {
    // ACC-23 names `/`; the checkout is where the options are picked (decision 068).
    return (
      <EmptyState
        icon={Gift}
        title={t('accountDreamBox.emptyTitle')}
        text={t('accountDreamBox.emptyText')}
        action={{ label: t('accountDreamBox.browse'), to: paths.checkout.href({ dreambox: 'true' }) }}
      />
    );
  }
  return <SubscriptionDetails subscription={data.subscription} />;
}
