import { paths, type AdminOverview } from '@marquee/contracts';
import {
  FlaskConical,
  MessageCircle,
  PackageMinus,
  ShoppingCart,
  TrendingUp,
  Trophy,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminOverview } from '../api/get-overview';
import { RevenueChart } from './revenue-chart';
import { formatDate } from '@/lib/format-date';
import { BASE_CURRENCY, formatMoney } from '@/lib/money';

/** /admin: the store at a glance (issue 13, beyond the specification). */
export function OverviewScreen() {
  const { t, i18n } = useTranslation('admin');
  const { data, isPending, isError, refetch } = useAdminOverview();
  const locale = i18n.resolvedLanguage ?? 'en';
  const formats = useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    return {
      money: (cents: number) => formatMoney(cents, BASE_CURRENCY, locale),
      number: (value: number) => number.format(value),
      day: (isoDay: string) => formatDate(isoDay, locale, { day: 'numeric', month: 'short' }),
    };
  }, [locale]);

  return (
    <section aria-labelledby="overview-title" className="mt-6 grid min-w-0 gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="overview-title" className="text-xl font-semibold text-zinc-900">
          {t('overview.title')}
        </h2>
        <p className="text-xs text-zinc-500">{t('overview.paidNote')}</p>
      </div>
      {data && data.testOrders.orders > 0 && (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 px-4 py-2 text-sm text-amber-950 ring-1 ring-amber-200">
          <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t(data.showingTestOrders ? 'overview.testOrdersShown' : 'overview.testOrders', {
            count: data.testOrders.orders,
            amount: formats.money(data.testOrders.revenueCents),
          })}
        </p>
      )}
      {isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl bg-white p-4 text-sm text-red-700 ring-1 ring-red-200"
        >
          {t('overview.failed')}
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {t('overview.retry')}
          </Button>
        </div>
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
            <Figure icon={ShoppingCart} label={t('overview.ordersToday')} tint="bg-primary/10 text-primary">
              {data && formats.number(data.today.orders)}
            </Figure>
            <Figure icon={Wallet} label={t('overview.revenueToday')} tint="bg-secondary/10 text-secondary">
              {data && formats.money(data.today.revenueCents)}
            </Figure>
            <Figure icon={ShoppingCart} label={t('overview.orders30')} tint="bg-accent/10 text-accent">
              {data && formats.number(data.last30Days.orders)}
            </Figure>
            <Figure icon={TrendingUp} label={t('overview.revenue30')} tint="bg-emerald-500/10 text-emerald-700">
              {data && formats.money(data.last30Days.revenueCents)}
            </Figure>
            <Figure icon={MessageCircle} label={t('overview.unreadChat')} tint="bg-amber-500/10 text-amber-700">
              {data && formats.number(data.unreadChatMessages)}
            </Figure>
          </dl>

          <Card title={t('overview.chartTitle')} icon={TrendingUp}>
            {isPending ? (
              <Skeleton className="h-40 w-full" />
            ) : data.last30Days.orders === 0 ? (
              <Empty>{t('overview.noRevenue')}</Empty>
            ) : (
              <RevenueChart days={data.revenueByDay} formatMoney={formats.money} formatDay={formats.day} />
            )}
          </Card>

          <div className="grid min-w-0 gap-4 lg:grid-cols-2">
            <Card title={t('overview.topProducts')} icon={Trophy}>
              {isPending ? (
                <Rows />
              ) : data.topProducts.length === 0 ? (
                <Empty>{t('overview.noTopProducts')}</Empty>
              ) : (
                <SmallTable
                  caption={t('overview.topProducts')}
                  headers={[t('overview.product'), t('overview.units'), t('overview.revenue')]}
                  rows={data.topProducts.map((row) => [
                    row.title,
                    formats.number(row.units),
                    formats.money(row.revenueCents),
                  ])}
                />
              )}
            </Card>
            <Card title={t('overview.lowStock')} icon={PackageMinus} hint={t('overview.lowStockHint')}>
              {isPending ? (
                <Rows />
              ) : data.lowStock.length === 0 ? (
                <Empty>{t('overview.noLowStock')}</Empty>
              ) : (
                <>
                  <SmallTable
                    caption={t('overview.lowStock')}
                    headers={[t('overview.product'), t('overview.stock')]}
                    rows={lowStockRows(data.lowStock, formats.number)}
                  />
                  <Link
                    to={paths.admin.tab.href('products')}
                    className="mt-3 inline-block text-sm font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent"
                  >
                    {t('overview.openProducts')}
                  </Link>
                </>
              )}
            </Card>
          </div>
          {data && data.unreadChatMessages > 0 && (
            <p className="text-sm">
              <Link
                to={paths.admin.tab.href('chat')}
                className="font-semibold text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-accent"
              >
                {t('overview.openChat')}
              </Link>
            </p>
          )}
        </>
      )}
    </section>
  );
}

function lowStockRows(rows: AdminOverview['lowStock'], format: (value: number) => string): ReactNode[][] {
  return rows.map((row) => [
    row.title,
    <span key="stock" className={row.stockQuantity === 0 ? 'font-semibold text-red-700' : undefined}>
      {format(row.stockQuantity)}
    </span>,
  ]);
}

function Figure({
  icon: Icon,
  label,
  tint,
  children,
}: {
  icon: LucideIcon;
  label: string;
  tint: string;
  children: ReactNode;
}) {
  return (
    // A <dl> may hold <div>s that hold the <dt> and <dd> directly (axe definition-list).
    <div className="relative flex min-h-20 min-w-0 flex-col justify-center rounded-2xl bg-white p-4 ps-16 shadow-sm ring-1 ring-zinc-200">
      <dt className="text-xs font-medium text-zinc-600">
        <span
          className={`absolute start-4 top-1/2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-xl ${tint}`}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="truncate text-xl font-bold text-zinc-950 tabular-nums">
        {children ?? <Skeleton className="mt-1 h-6 w-16" />}
      </dd>
    </div>
  );
}

function Card({
  title,
  icon: Icon,
  hint,
  children,
}: {
  title: string;
  icon: LucideIcon;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <section className="min-w-0 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-zinc-200 sm:p-5">
      <h3 className="flex items-center gap-2 text-sm font-semibold text-zinc-900">
        <Icon aria-hidden="true" className="size-4 text-zinc-500" />
        {title}
      </h3>
      {hint && <p className="mt-0.5 text-xs text-zinc-500">{hint}</p>}
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-zinc-50 px-4 py-6 text-center text-sm text-zinc-600">{children}</p>;
}

function Rows() {
  return (
    <div className="grid gap-2">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-6 w-full" />
      ))}
    </div>
  );
}

function SmallTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-start text-xs text-zinc-500">
        <tr>
          {headers.map((header, index) => (
            <th
              key={header}
              scope="col"
              className={index === 0 ? 'pb-2 text-start font-medium' : 'pb-2 text-end font-medium'}
            >
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-zinc-100">
        {rows.map(([first, ...rest], rowIndex) => (
          <tr key={rowIndex}>
            <th scope="row" className="py-2 pe-3 text-start font-normal text-zinc-800">
              <span className="line-clamp-1 break-all">{first}</span>
            </th>
            {rest.map((cell, index) => (
              <td key={index} className="py-2 text-end whitespace-nowrap text-zinc-900 tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
