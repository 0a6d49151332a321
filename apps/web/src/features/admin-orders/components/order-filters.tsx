import { orderStatusNames, type OrderStatusName } from '@marquee/contracts';
import { Search, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

export interface OrderFilterValues {
  status: OrderStatusName | '';
  from: string;
  to: string;
  q: string;
}

export const emptyOrderFilters: OrderFilterValues = { status: '', from: '', to: '', q: '' };

export const selectClass =
  'h-11 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-primary/30 aria-invalid:border-red-500 sm:text-sm';

interface OrderFiltersProps {
  value: OrderFilterValues;
  onChange: (value: OrderFilterValues) => void;
  /** A message for the date range (the server's `to` or `from` field error). */
  dateError?: string | undefined;
}

/** Status and dates apply at once; the search applies on submit (Enter or the button). */
export function OrderFilters({ value, onChange, dateError }: OrderFiltersProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState(value.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: q.trim() });
  };
  const filtered = value.status !== '' || value.from !== '' || value.to !== '' || value.q !== '';

  return (
    <form
      role="search"
      aria-label={t('admin.orders.filters.label')}
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      <FormField label={t('admin.orders.filters.search')} className="col-span-2 lg:col-span-1">
        <Input
          type="search"
          value={q}
          placeholder={t('admin.orders.filters.searchPlaceholder')}
          onChange={(event) => setQ(event.target.value)}
        />
      </FormField>
      <FormField label={t('admin.orders.filters.status')} className="col-span-2 lg:col-span-1">
        <select
          className={selectClass}
          value={value.status}
          onChange={(event) => onChange({ ...value, status: event.target.value as OrderFilterValues['status'] })}
        >
          <option value="">{t('admin.orders.filters.allStatuses')}</option>
          {orderStatusNames.map((status) => (
            <option key={status} value={status}>
              {t(`admin.orders.status.${status}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('admin.orders.filters.from')} className="col-span-2 sm:col-span-1">
        <Input type="date" value={value.from} onChange={(event) => onChange({ ...value, from: event.target.value })} />
      </FormField>
      <FormField label={t('admin.orders.filters.to')} error={dateError} className="col-span-2 sm:col-span-1">
        <Input type="date" value={value.to} onChange={(event) => onChange({ ...value, to: event.target.value })} />
      </FormField>
      <div className="col-span-2 flex gap-2 lg:col-span-1">
        <Button type="submit" className="h-11 flex-1 lg:flex-none">
          <Search aria-hidden="true" />
          {t('admin.orders.filters.apply')}
        </Button>
        {filtered && (
          <Button
            variant="outline"
            className="h-11"
            onClick={() => {
              setQ('');
              onChange(emptyOrderFilters);
            }}
          >
            <X aria-hidden="true" />
            {t('admin.orders.filters.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
