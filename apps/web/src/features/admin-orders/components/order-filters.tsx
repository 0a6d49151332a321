import { orderStatusNames } from '@marquee/contracts';
import { Search, X } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListFilter } from '@/components/admin/list-filter';
import { ListToolbar } from '@/components/admin/list-toolbar';
import type { ListState } from '@/components/admin/use-list-state';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export const orderFilterNames = ['status', 'from', 'to'] as const;
export type OrderListState = ListState<'createdAt', (typeof orderFilterNames)[number]>;

interface OrderFiltersProps {
  list: OrderListState;
  /** The server's messages for the search and the date range (a 400 naming `q`, `from` or `to`). */
  searchError?: string | undefined;
  dateError?: string | undefined;
}

/**
 * The Orders list's search: status and dates apply at once; the search when the admin pauses
 * typing, or at once on Enter or Search. Clear empties them all.
 */
export function OrderFilters({ list, searchError, dateError }: OrderFiltersProps) {
  const { t } = useTranslation('admin');
  const [, setParams] = useSearchParams();
  const { status = '', from = '', to = '' } = list.filters;
  const filtered = list.q !== '' || status !== '' || from !== '' || to !== '';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const box = event.currentTarget.querySelector<HTMLInputElement>('input[type="search"]');
    if (box) list.setSearch(box.value);
  };
  // One navigation for every filter at once (the list's setters would each write the URL).
  const clear = () => setParams({}, { preventScrollReset: true });

  return (
    <form role="search" aria-label={t('orders.filters.label')} onSubmit={submit}>
      <ListToolbar
        search={list.q}
        onSearch={list.setSearch}
        searchLabel={t('orders.filters.search')}
        searchPlaceholder={t('orders.filters.searchPlaceholder')}
        searchError={searchError}
        filters={
          <>
            <ListFilter
              label={t('orders.filters.status')}
              value={status}
              onChange={(value) => list.setFilter('status', value)}
            >
              <option value="">{t('orders.filters.allStatuses')}</option>
              {orderStatusNames.map((name) => (
                <option key={name} value={name}>
                  {t(`orders.status.${name}`)}
                </option>
              ))}
            </ListFilter>
            <FormField label={t('orders.filters.from')}>
              <Input type="date" value={from} onChange={(event) => list.setFilter('from', event.target.value)} />
            </FormField>
            <FormField label={t('orders.filters.to')} error={dateError}>
              <Input type="date" value={to} onChange={(event) => list.setFilter('to', event.target.value)} />
            </FormField>
          </>
        }
        actions={
          <>
            <Button type="submit" className="h-11">
              <Search aria-hidden="true" />
              {t('orders.filters.apply')}
            </Button>
            {filtered && (
              <Button variant="outline" className="h-11" onClick={clear}>
                <X aria-hidden="true" />
                {t('orders.filters.clear')}
              </Button>
            )}
          </>
        }
      />
    </form>
  );
}
