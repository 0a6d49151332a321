import { listingPageLimit } from '@marquee/contracts';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/ui/page-loader';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';
import { useProductFacets } from '../../api/get-product-facets';
import { useProducts } from '../../api/get-products';
import { FilterPanel } from './filter-panel';
import { ListingEmpty } from './listing-empty';
import { ListingGrid } from './listing-grid';
import { ListingPagination } from './listing-pagination';
import { ListingToolbar } from './listing-toolbar';
import { LISTING_PAGE_SIZE, useListingParams } from './use-listing-params';

interface ProductListingProps {
  /** The category to list; all products when absent. */
  categoryId?: number;
  /** The page's heading (h1 and description); the count line follows it. */
  heading: ReactNode;
  emptyText: string;
}

/** Filters open beside the grid on wide screens; on phones they start closed, above it. */
const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * Whether the filter panel is open; `null` until the shopper toggles it: the stylesheet then
 * opens it from 1024 px. The server cannot know the width, and settling it in the browser
 * after hydration would re-render the whole listing at once (a long task) to draw the same.
 */
export type FiltersOpen = boolean | null;

/** A filterable, sortable, paginated product listing: the category page and /products. */
export function ProductListing({ categoryId, heading, emptyText }: ProductListingProps) {
  const { t } = useTranslation();
  const listing = useListingParams();
  const [filtersOpen, setFiltersOpen] = useState<FiltersOpen>(null);
  const panelId = useId();

  const products = useProducts({
    categoryId,
    tags: listing.tags,
    sort: listing.sort,
    page: listing.page,
    pageSize: LISTING_PAGE_SIZE,
  });
  const facets = useProductFacets({ categoryId, tags: listing.tags });

  // A failed fetch shows an empty listing and no filters, without a toast (SF-CAT-12).
  const groups = facets.data?.groups ?? [];
  // Counted from the URL's selection (instant), grouped by the loaded filter groups.
  const selectedPerGroup = groups
    .map((g) => g.options.filter((o) => listing.tags.includes(o.id)).length)
    .filter((n) => n > 0);
  const selectedCount = selectedPerGroup.reduce((sum, n) => sum + n, 0);
  const total = products.data?.total ?? 0;
  const totalIsCapped = products.data?.totalIsCapped ?? false;
  const items = products.data?.items ?? [];
  // Pages stop at the depth cap (decision 072); the shopper is told when some are not offered.
  const pageLimit = listingPageLimit(LISTING_PAGE_SIZE);
  const depthCapped = totalIsCapped || Math.ceil(total / LISTING_PAGE_SIZE) > pageLimit;
  const pageCount = Math.min(Math.ceil(total / LISTING_PAGE_SIZE), pageLimit);
  const filtered = listing.tags.length > 0;

  const changePage = (page: number) => {
    listing.setPage(page);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="grid gap-2">
        {heading}
        <p className="flex items-center gap-2 text-sm font-medium text-zinc-600" aria-live="polite">
          {/* A failed fetch counts as an empty listing (SF-CAT-12), not as one still loading. */}
          {products.data || products.isError
            ? t(totalIsCapped ? 'listing.productsFoundCapped' : 'listing.productsFound', { count: total })
            : t('common.loading')}
          {products.isFetching && products.data && <Spinner size="sm" label={t('listing.updating')} />}
        </p>
      </header>

      <ListingToolbar
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen(!(filtersOpen ?? window.matchMedia(WIDE_SCREEN).matches))}
        filterPanelId={panelId}
        selectedCount={selectedCount}
        selectedGroupCount={selectedPerGroup.length}
        sort={listing.sort}
        onSortChange={listing.setSort}
      />

      <div className={cn('grid gap-6', filtersOpen !== false && 'lg:grid-cols-[16rem_minmax(0,1fr)]')}>
        <div id={panelId} hidden={filtersOpen === false} className={cn(filtersOpen === null && 'hidden lg:block')}>
          {facets.isPending ? (
            <PageLoader label={t('listing.loadingFilters')} className="min-h-40" />
          ) : (
            <FilterPanel
              groups={groups}
              selected={listing.tags}
              onToggle={listing.toggleTag}
              onClearAll={listing.clearTags}
              className="lg:sticky lg:top-24"
            />
          )}
        </div>

        <div className="grid content-start gap-8">
          {products.isPending ? (
            <PageLoader label={t('listing.loadingProducts')} />
          ) : items.length === 0 && total === 0 ? (
            <ListingEmpty filtered={filtered} emptyText={emptyText} onClearFilters={listing.clearTags} />
          ) : (
            <>
              <div
                aria-busy={products.isPlaceholderData}
                className={cn('transition-opacity', products.isPlaceholderData && 'opacity-60')}
              >
                <ListingGrid products={items} filtersOpen={filtersOpen} />
              </div>
              <ListingPagination
                page={listing.page}
                pageCount={pageCount}
                depthCapped={depthCapped}
                onPageChange={changePage}
              />
            </>
          )}
        </div>
      </div>
    </div>
  );
}
