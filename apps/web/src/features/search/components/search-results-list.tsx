import { useTranslation } from 'react-i18next';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import type { SearchGroupKey, SearchItem } from './search-items';

const groupOrder: SearchGroupKey[] = ['products', 'categories', 'other'];
const groupLabelKey = {
  products: 'search.products',
  categories: 'search.categories',
  other: 'search.otherResults',
} as const;

interface SearchResultsListProps {
  id: string;
  items: readonly SearchItem[];
  activeKey: string | undefined;
  onChoose: (item: SearchItem) => void;
  onHover: (item: SearchItem) => void;
}

/** The combobox's listbox: options grouped as Products, Categories, Other Results (SF-SRCH-03). */
export function SearchResultsList({ id, items, activeKey, onChoose, onHover }: SearchResultsListProps) {
  const { t } = useTranslation();
  return (
    <div id={id} role="listbox" aria-label={t('search.results')} className="max-h-[70vh] overflow-y-auto py-2">
      {groupOrder.map((group) => {
        const groupItems = items.filter((item) => item.group === group);
        if (groupItems.length === 0) return null;
        const labelId = `${id}-${group}`;
        return (
          <ul key={group} role="group" aria-labelledby={labelId} className="py-1">
            <li
              role="presentation"
              id={labelId}
              className="px-4 pt-1 pb-1.5 text-[11px] font-bold tracking-wider text-zinc-500 uppercase"
            >
              {t(groupLabelKey[group])}
            </li>
            {groupItems.map((item) => (
              <li
                key={item.key}
                id={`${id}-${item.key}`}
                role="option"
                aria-selected={item.key === activeKey}
                // Keep focus in the input: the click chooses, the input stays the combobox.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(item)}
                onPointerMove={() => {
                  if (item.key !== activeKey) onHover(item);
                }}
                className="flex cursor-pointer items-center gap-3 px-4 py-2 text-sm aria-selected:bg-primary/10"
              >
                {item.imageUrl ? (
                  <ResponsiveImage
                    src={item.imageUrl}
                    alt=""
                    width={40}
                    height={40}
                    sizes="40px"
                    maxWidth={160}
                    className="size-10 shrink-0 rounded-md bg-zinc-100 object-cover"
                  />
                ) : null}
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-zinc-900">{item.label}</span>
                  {item.detail && <span className="block text-xs text-zinc-500">{item.detail}</span>}
                </span>
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}
