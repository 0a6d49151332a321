import { LISTING_DEPTH_CAP } from '@marquee/contracts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

interface ListingPaginationProps {
  page: number;
  pageCount: number;
  /** More products match than the pages reach (the depth cap, decision 072). */
  depthCapped?: boolean;
  onPageChange: (page: number) => void;
}

/** Previous / Next through server-side pages; the page number is kept in the URL. */
export function ListingPagination({ page, pageCount, depthCapped = false, onPageChange }: ListingPaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t('listing.pagination')} className="grid justify-items-center gap-2">
      <div className="flex items-center justify-center gap-3">
        <Button variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          {t('listing.previousPage')}
        </Button>
        <p className="text-sm text-zinc-600" aria-live="polite">
          {t('listing.pageOf', { page, count: pageCount })}
        </p>
        <Button variant="outline" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
          {t('listing.nextPage')}
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
      </div>
      {depthCapped && page >= pageCount && (
        <p className="text-sm text-zinc-600">{t('listing.depthCapped', { count: LISTING_DEPTH_CAP })}</p>
      )}
    </nav>
  );
}
