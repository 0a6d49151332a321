import type { OrderView } from '@marquee/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useOrder, type OrderAccess } from '../api/get-order';
import { OrderNotFound } from './order-not-found';

interface OrderLoaderProps {
  /** From the address bar; null when it names no order. */
  access: OrderAccess | null;
  children: (order: OrderView) => ReactNode;
}

/** Loads the order the address names and shows it, its skeleton, not-found, or a retry. */
export function OrderLoader({ access, children }: OrderLoaderProps) {
  if (!access) return <OrderNotFound />;
  return <LoadedOrder access={access}>{children}</LoadedOrder>;
}

function LoadedOrder({ access, children }: { access: OrderAccess; children: OrderLoaderProps['children'] }) {
  const { t } = useTranslation();
  const { data: order, isPending, isError, error, refetch } = useOrder(access);
  if (isPending) return <OrderSkeleton label={t('orders.loading')} />;
  if (isError) {
    if (isApiError(error) && error.status === 404) return <OrderNotFound />;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-zinc-950">{t('orders.loadFailed')}</h1>
        <Button variant="outline" className="mt-6" onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  return <>{children(order)}</>;
}

function OrderSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto grid max-w-5xl gap-6 px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-col items-center gap-3">
        <Skeleton className="size-16" radius="full" />
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-5 w-56 max-w-full" />
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-64" radius="xl" />
        <Skeleton className="h-64" radius="xl" />
      </div>
    </div>
  );
}
