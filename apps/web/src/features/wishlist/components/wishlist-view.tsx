import { paths } from '@marquee/contracts';
import { Heart } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/lib/toast';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { WishlistCard } from './wishlist-card';

/** The /wishlist page: loading, empty state or a grid of cards (SF-WISH-01, SF-WISH-02). */
export function WishlistView() {
  const { t } = useTranslation();
  useDocumentTitle(t('wishlist.title'));
  const { data, isPending, isError, refetch } = useWishlist();
  // Removal failures are silent (SF-GEN-03): the hook logs and refetches.
  const remove = useRemoveFromWishlist({
    onSuccess: () => toast.success(t('wishlist.removedTitle'), { description: t('wishlist.removedDescription') }),
  });

  useEffect(() => {
    if (isError) toast.error(t('common.error'), { description: t('wishlist.loadFailed') });
  }, [isError, t]);

  const count = data?.items.length ?? 0;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-zinc-950">{t('wishlist.title')}</h1>
      {count > 0 && <p className="mt-1 text-sm text-zinc-600">{t('wishlist.itemCount', { count })}</p>}

      {isPending ? (
        <div className="flex justify-center py-24">
          <Spinner size="lg" label={t('common.loading')} />
        </div>
      ) : isError ? (
        <div className="mt-8 rounded-2xl border border-dashed border-zinc-300 bg-white px-6 py-12 text-center">
          <p className="text-zinc-600">{t('wishlist.loadFailed')}</p>
          <Button variant="outline" className="mt-4" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : count === 0 ? (
        <WishlistEmptyState />
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
          {data.items.map((item) => (
            <li key={item.productId} className="min-w-0">
              <WishlistCard
                item={item}
                onRemove={(productId) => remove.mutate(productId)}
                removing={remove.isPending && remove.variables === item.productId}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function WishlistEmptyState() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={Heart}
      iconClassName="text-secondary"
      title={t('wishlist.emptyTitle')}
      text={t('wishlist.emptyText')}
      action={{ label: t('wishlist.continueShopping'), to: paths.home.href() }}
    />
  );
}
