import { productTagTypes, type AdminProductTag } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/utils';

interface FilterTagPickerProps {
  tags: AdminProductTag[];
  value: number[];
  onChange: (tagIds: number[]) => void;
}

/** ADM-CATG-04: the category page's filter tags, as checkbox chips grouped by tag type (SF-CAT-05's groups). */
export function FilterTagPicker({ tags, value, onChange }: FilterTagPickerProps) {
  const { t } = useTranslation('admin');
  const chosen = new Set(value);
  const toggle = (id: number) => onChange(chosen.has(id) ? value.filter((tagId) => tagId !== id) : [...value, id]);

  return (
    <div className="grid gap-3">
      {productTagTypes.map((type) => {
        const group = tags.filter((tag) => tag.tagType === type);
        if (group.length === 0) return null;
        return (
          <fieldset key={type} className="grid min-w-0 grid-cols-1 gap-2">
            <legend className="mb-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase">
              {t(`productTags.types.${type}`)}
            </legend>
            <div className="flex flex-wrap gap-2">
              {group.map((tag) => {
                const checked = chosen.has(tag.id);
                return (
                  <label
                    key={tag.id}
                    className={cn(
                      'inline-flex min-h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors',
                      checked
                        ? 'border-primary bg-primary/10 text-zinc-900'
                        : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50',
                    )}
                  >
                    <Checkbox checked={checked} onChange={() => toggle(tag.id)} />
                    {tag.name}
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
    </div>
  );
}
