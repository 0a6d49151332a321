import { localized, type FilterGroup, type FilterOption } from '@marquee/contracts';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface FilterPanelProps {
  groups: readonly FilterGroup[];
  selected: readonly number[];
  onToggle: (tagId: number) => void;
  onClearAll: () => void;
  className?: string;
}

/** The side panel titled Filters (SF-CAT-04..06). */
export function FilterPanel({ groups, selected, onToggle, onClearAll, className }: FilterPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cn('rounded-2xl bg-white p-4 ring-1 ring-zinc-200/70', className)}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-lg font-bold text-zinc-950">
          {t('listing.filters')}
        </h2>
        {selected.length > 0 && (
          <Button variant="link" size="sm" onClick={onClearAll} className="px-0">
            {t('listing.clearAll')}
          </Button>
        )}
      </div>
      {groups.length === 0 ? (
        <p className="mt-3 text-sm text-zinc-600">{t('listing.noFilters')}</p>
      ) : (
        <div className="mt-2 divide-y divide-zinc-100">
          {groups.map((group) => (
            <FilterGroupSection key={group.type} group={group} selected={selected} onToggle={onToggle} />
          ))}
        </div>
      )}
    </section>
  );
}

interface FilterGroupSectionProps {
  group: FilterGroup;
  /** The URL's selection, so a box ticks at once while the new counts load. */
  selected: readonly number[];
  onToggle: (tagId: number) => void;
}

function FilterGroupSection({ group, selected, onToggle }: FilterGroupSectionProps) {
  const { t, i18n } = useTranslation();
  // Groups start open (SF-CAT-05).
  const [open, setOpen] = useState(true);
  const listId = useId();
  const selectedCount = group.options.filter((o) => selected.includes(o.id)).length;
  const title = t(`listing.groups.${group.type}`);
  return (
    <fieldset className="py-3">
      <legend className="contents">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-2 rounded-md py-1 text-start text-sm font-semibold text-zinc-900 outline-none focus-visible:ring-2 focus-visible:ring-accent"
        >
          <span className="flex items-center gap-2">
            {title}
            {selectedCount > 0 && (
              <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-[11px] leading-5 font-bold text-white">
                {selectedCount}
                <span className="sr-only"> {t('listing.selectedSuffix')}</span>
              </span>
            )}
          </span>
          <ChevronDown
            aria-hidden="true"
            className={cn('size-4 text-zinc-500 transition-transform', open && 'rotate-180')}
          />
        </button>
      </legend>
      <ul id={listId} hidden={!open} className="mt-2 grid max-h-72 gap-1 overflow-y-auto pe-1">
        {group.options.map((option) => (
          <li key={option.id}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1 text-sm text-zinc-700 hover:bg-zinc-50">
              <input
                type="checkbox"
                checked={selected.includes(option.id)}
                onChange={() => onToggle(option.id)}
                className="size-4 shrink-0 rounded border-zinc-300 accent-primary"
              />
              {/* The tag's name in the page's language; its lower-case key when it has none (issue 29). */}
              <span className="flex-1 capitalize">
                {localized(option.translations, i18n.language, 'name', option.name)}
              </span>
              <OptionCount option={option} />
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/**
 * An option's count: exact as a plain number, an estimate from a big listing's sample
 * (decision 072) as "~N". An estimate of 0 only says the sample held none of the products,
 * which may be a few or none at all, so it shows a dash and says so, never "~0".
 */
function OptionCount({ option }: { option: FilterOption }) {
  const { t } = useTranslation();
  const unseen = option.estimated && option.count === 0;
  return (
    <span className="text-xs text-zinc-500 tabular-nums" title={unseen ? t('listing.unseenCount') : undefined}>
      <span className="sr-only">{t('listing.optionCountPrefix')} </span>
      {unseen ? (
        <>
          <span aria-hidden="true">–</span>
          <span className="sr-only">{t('listing.unseenCount')}</span>
        </>
      ) : option.estimated ? (
        t('listing.approximateCount', { count: option.count })
      ) : (
        t('listing.exactCount', { count: option.count })
      )}
    </span>
  );
}
