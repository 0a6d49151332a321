import { Boxes, Clapperboard, FolderTree, ShoppingCart, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOverview, type AdminOverview } from '../api/get-overview';

const cards: { key: keyof AdminOverview; icon: LucideIcon; tint: string }[] = [
  { key: 'products', icon: Boxes, tint: 'bg-primary/10 text-primary' },
  { key: 'categories', icon: FolderTree, tint: 'bg-secondary/10 text-secondary' },
  { key: 'films', icon: Clapperboard, tint: 'bg-accent/10 text-accent' },
  { key: 'orders', icon: ShoppingCart, tint: 'bg-amber-500/10 text-amber-600' },
  { key: 'customers', icon: Users, tint: 'bg-emerald-500/10 text-emerald-600' },
];

export function OverviewScreen() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useAdminOverview();
  const numberFormat = new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en');

  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title" className="text-sm font-semibold tracking-wider text-zinc-500 uppercase">
        {t('admin.overview.title')}
      </h2>
      {isError ? (
        <div
          role="alert"
          className="mt-3 flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 text-sm text-red-700 ring-1 ring-red-200"
        >
          {t('admin.overview.failed')}
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {cards.map(({ key, icon: Icon, tint }) => (
            // A <dl> may hold <div>s that hold the <dt> and <dd> directly (axe definition-list).
            <div
              key={key}
              className="relative flex min-h-18 flex-col justify-center rounded-2xl bg-white p-4 ps-17 shadow-sm ring-1 ring-zinc-200"
            >
              <dt className="truncate text-xs font-medium text-zinc-500">
                <span
                  className={`absolute start-4 top-1/2 inline-flex size-10 -translate-y-1/2 items-center justify-center rounded-xl ${tint}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(`admin.overview.${key}`)}
              </dt>
              <dd className="text-2xl font-bold text-zinc-950">
                {isPending ? <Skeleton className="mt-1 h-7 w-12" /> : numberFormat.format(data[key])}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
