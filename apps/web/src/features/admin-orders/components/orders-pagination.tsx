import { ADMIN_ORDERS_COUNT_CAP } from '@marquee/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface OrdersPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  totalIsCapped: boolean;
  onPage: (page: number) => void;
}

export function OrdersPagination({ page, pageSize, total, totalIsCapped, onPage }: OrdersPaginationProps) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const count = totalIsCapped
    ? t('admin.orders.countCapped', { total: `${ADMIN_ORDERS_COUNT_CAP.toLocaleString(i18n.language)}+` })
    : t('admin.orders.count', { count: total });
  return (
    <nav
      aria-label={t('admin.orders.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 text-sm text-zinc-600"
    >
      <p aria-live="polite">
        {count}
        {' · '}
        {t('admin.orders.pageOf', { page, pages: totalIsCapped ? `${pages}+` : pages })}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('admin.orders.previous')}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('admin.orders.next')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
    </nav>
  );
}
