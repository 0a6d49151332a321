import { PackageSearch } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** SF-CAT-09: filters that match nothing, or a listing with no products at all. */
interface ListingEmptyProps {
  filtered: boolean;
  /** What an unfiltered empty listing says (the category page's or the all-products text). */
  emptyText: string;
  onClearFilters: () => void;
}

export function ListingEmpty({ filtered, emptyText, onClearFilters }: ListingEmptyProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-2xl bg-white px-6 py-16 text-center ring-1 ring-zinc-200/70">
      <PackageSearch aria-hidden="true" className="size-10 text-zinc-400" />
      <p className="mt-4 text-lg font-semibold text-zinc-900">{filtered ? t('listing.noMatches') : emptyText}</p>
      {filtered && (
        <Button variant="gradient" className="mt-6" onClick={onClearFilters}>
          {t('listing.clearAllFilters')}
        </Button>
      )}
    </div>
  );
}
