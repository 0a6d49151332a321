import { adminCustomerSorts, type AdminCustomerListQuery } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type Sort = NonNullable<AdminCustomerListQuery['sort']>;

const selectClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 sm:text-sm';

interface CustomerFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** The server's message for the search field (e.g. too long). */
  searchError?: string | undefined;
}

/** The search applies as the admin types (debounced by the screen); the sort at once. */
export function CustomerFilters({ search, onSearch, sort, onSort, searchError }: CustomerFiltersProps) {
  const { t } = useTranslation();
  return (
    <form
      role="search"
      aria-label={t('adminCustomers.filters.label')}
      onSubmit={(event) => event.preventDefault()}
      className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:items-start"
    >
      <FormField label={t('adminCustomers.filters.search')} error={searchError}>
        <Input
          type="search"
          value={search}
          placeholder={t('adminCustomers.filters.searchPlaceholder')}
          onChange={(event) => onSearch(event.target.value)}
        />
      </FormField>
      <FormField label={t('adminCustomers.filters.sort')}>
        <select className={selectClass} value={sort} onChange={(event) => onSort(event.target.value as Sort)}>
          {adminCustomerSorts.map((option) => (
            <option key={option} value={option}>
              {t(`adminCustomers.sorts.${option}`)}
            </option>
          ))}
        </select>
      </FormField>
    </form>
  );
}
