import { productSorts, type ProductSort } from '@marquee/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { FiltersOpen } from './product-listing';

interface ListingToolbarProps {
  filtersOpen: FiltersOpen;
  onToggleFilters: () => void;
  filterPanelId: string;
  selectedCount: number;
  selectedGroupCount: number;
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
}

/** The Show/Hide Filters toggle with its counts (SF-CAT-02) and the sort select (SF-CAT-03). */
export function ListingToolbar({
  filtersOpen,
  onToggleFilters,
  filterPanelId,
  selectedCount,
  selectedGroupCount,
  sort,
  onSortChange,
}: ListingToolbarProps) {
  const { t } = useTranslation();
  const sortId = useId();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Button
        variant="outline"
        onClick={onToggleFilters}
        aria-expanded={filtersOpen ?? undefined}
        aria-controls={filterPanelId}
      >
        <SlidersHorizontal aria-hidden="true" />
        {filtersOpen === null ? (
          // Before the browser decides, the label follows the stylesheet's choice.
          <>
            <span className="lg:hidden">{t('listing.showFilters')}</span>
            <span className="hidden lg:inline">{t('listing.hideFilters')}</span>
          </>
        ) : filtersOpen ? (
          t('listing.hideFilters')
        ) : (
          t('listing.showFilters')
        )}
        {selectedCount > 0 && (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
            {t('listing.selectedValues', { count: selectedCount })} ·{' '}
            {t('listing.selectedGroups', { count: selectedGroupCount })}
          </span>
        )}
      </Button>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm font-medium text-zinc-700">
          {t('listing.sortBy')}
        </label>
        <select
          id={sortId}
          value={sort}
          onChange={(event) => onSortChange(event.target.value as ProductSort)}
          className="h-10 rounded-lg border border-zinc-300 bg-white px-3 text-sm text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          {productSorts.map((value) => (
            <option key={value} value={value}>
              {t(`listing.sort.${value}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
