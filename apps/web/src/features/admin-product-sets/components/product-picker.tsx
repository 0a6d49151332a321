import type { ProductSetProduct } from '@marquee/contracts';
import { ArrowDown, ArrowUp, Plus, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatMoney } from '@/lib/money';
import { useProductSearch } from '../api/search-products';

interface ProductPickerProps {
  label: string;
  hint: string;
  value: ProductSetProduct[];
  onChange: (products: ProductSetProduct[]) => void;
  /** The order matters (the set's products): each chip can move up and down. */
  ordered?: boolean;
  error?: string | undefined;
}

const SEARCH_DELAY_MS = 250;

/**
 * A searchable product picker: type to find products, add them with a button, remove (and
 * reorder) the chosen ones. Changes are announced to screen readers.
 */
export function ProductPicker({ label, hint, value, onChange, ordered = false, error }: ProductPickerProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setTerm(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const search = useProductSearch(term);
  const chosen = new Set(value.map((product) => product.id));
  const results = (search.data ?? []).filter((product) => !chosen.has(product.id));

  const add = (product: ProductSetProduct) => {
    onChange([...value, product]);
    setAnnouncement(t('productSets.picker.added', { title: product.title }));
  };
  const remove = (product: ProductSetProduct) => {
    onChange(value.filter((item) => item.id !== product.id));
    setAnnouncement(t('productSets.picker.removed', { title: product.title }));
  };
  const move = (index: number, by: -1 | 1) => {
    const next = [...value];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    onChange(next);
  };

  return (
    <fieldset className="grid min-w-0 grid-cols-1 gap-2" aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend className="text-sm font-medium text-zinc-900">{label}</legend>
      <p id={`${id}-hint`} className="text-xs text-zinc-500">
        {hint}
      </p>
      {value.length === 0 ? (
        <p className="text-sm text-zinc-600">{t('productSets.picker.empty')}</p>
      ) : (
        <ol className="grid grid-cols-1 gap-1.5">
          {value.map((product, index) => (
            <li
              key={product.id}
              className="flex items-center gap-2 rounded-lg border border-zinc-200 bg-zinc-50 py-1 ps-3 pe-1 text-sm"
            >
              <span className="min-w-0 flex-1 py-1 break-words">{product.title}</span>
              <span className="shrink-0 text-xs text-zinc-500 tabular-nums">{formatMoney(product.priceCents)}</span>
              {ordered && (
                <>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === 0}
                    aria-label={t('productSets.picker.moveUp', { title: product.title })}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-8"
                    disabled={index === value.length - 1}
                    aria-label={t('productSets.picker.moveDown', { title: product.title })}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown aria-hidden="true" />
                  </Button>
                </>
              )}
              <Button
                variant="ghost"
                size="icon"
                className="size-8"
                aria-label={t('productSets.picker.remove', { title: product.title })}
                onClick={() => remove(product)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-search`} className="text-xs font-medium text-zinc-700">
          {t('productSets.picker.search')}
        </label>
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={text}
          placeholder={t('productSets.picker.placeholder')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter searches; it must not submit the set's form.
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      {term.trim().length >= 2 && (
        <div aria-label={t('productSets.picker.results')} role="group" className="grid grid-cols-1 gap-1">
          {search.isError ? (
            <p className="text-sm text-red-600">{t('productSets.picker.failed')}</p>
          ) : search.isPending ? (
            <p className="text-sm text-zinc-500">{t('productSets.picker.searching')}</p>
          ) : results.length === 0 ? (
            <p className="text-sm text-zinc-600">{t('productSets.picker.none')}</p>
          ) : (
            <ul className="grid max-h-48 grid-cols-1 gap-1 overflow-y-auto">
              {results.map((product) => (
                <li key={product.id}>
                  <button
                    type="button"
                    onClick={() => add(product)}
                    className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-start text-sm hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none"
                    aria-label={t('productSets.picker.add', { title: product.title })}
                  >
                    <Plus aria-hidden="true" className="size-4 text-primary" />
                    <span className="min-w-0 flex-1 truncate">{product.title}</span>
                    <span className="text-xs text-zinc-500 tabular-nums">{formatMoney(product.priceCents)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </fieldset>
  );
}
