import { productSorts, type ProductSort } from '@marquee/contracts';
import { SlidersHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
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
  // The button that was pressed stays the same element afterwards, so it keeps the focus.
  const [pressed, setPressed] = useState<'phone' | 'wide'>('phone');
  const toggle = (key: 'phone' | 'wide') => ({
    onToggle: () => {
      setPressed(key);
      onToggleFilters();
    },
    panelId: filterPanelId,
    selectedCount,
    selectedGroupCount,
  });
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {filtersOpen === null ? (
        // Until the first toggle the stylesheet decides (closed on phones, open from 1024 px):
        // one button per case, the hidden one out of the accessibility tree too.
        <>
          <div key="phone" className="lg:hidden">
            <FiltersToggle expanded={false} {...toggle('phone')} />
          </div>
          <div key="wide" className="hidden lg:block">
            <FiltersToggle expanded {...toggle('wide')} />
          </div>
        </>
      ) : (
        <div key={pressed}>
          <FiltersToggle expanded={filtersOpen} {...toggle(pressed)} />
        </div>
      )}
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

interface FiltersToggleProps {
  expanded: boolean;
  onToggle: () => void;
  panelId: string;
  selectedCount: number;
  selectedGroupCount: number;
}

/** Show/Hide Filters with the selection's counts (SF-CAT-02). */
function FiltersToggle({ expanded, onToggle, panelId, selectedCount, selectedGroupCount }: FiltersToggleProps) {
  const { t } = useTranslation();
  return (
    <Button variant="outline" onClick={onToggle} aria-expanded={expanded} aria-controls={panelId}>
      <SlidersHorizontal aria-hidden="true" />
      {expanded ? t('listing.hideFilters') : t('listing.showFilters')}
      {selectedCount > 0 && (
        <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary">
          {t('listing.selectedValues', { count: selectedCount })} ·{' '}
          {t('listing.selectedGroups', { count: selectedGroupCount })}
        </span>
      )}
    </Button>
  );
}
