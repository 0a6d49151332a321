import { DREAM_BOX_MAX_PICKS } from '@marquee/contracts';
import { Check, ImageOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export interface DreamBoxChoice {
  id: number;
  label: string;
  imageUrl: string | null;
}

interface DreamBoxChoicesProps {
  legend: string;
  choices: readonly DreamBoxChoice[];
  selected: readonly number[];
  onToggle: (id: number) => void;
  /** Posters are tall, category pictures square. */
  shape: 'poster' | 'square';
}

/** 1 to 3 picks as checkbox cards with pictures; a 4th is blocked (SF-DBOX-02/03). */
export function DreamBoxChoices({ legend, choices, selected, onToggle, shape }: DreamBoxChoicesProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const full = selected.length >= DREAM_BOX_MAX_PICKS;
  return (
    <fieldset className="min-w-0" aria-describedby={hintId}>
      <legend className="flex w-full flex-wrap items-baseline justify-between gap-2 text-sm font-semibold text-zinc-900">
        <span>{legend}</span>
        <span className="text-xs font-medium text-zinc-600">
          {t('checkout.dreamBox.pickedCount', { count: selected.length, max: DREAM_BOX_MAX_PICKS })}
        </span>
      </legend>
      <p id={hintId} className={cn('mt-1 min-h-5 text-xs text-zinc-600', !full && 'invisible')} aria-live="polite">
        {full ? t('checkout.dreamBox.maxReached', { max: DREAM_BOX_MAX_PICKS }) : ''}
      </p>
      {choices.length === 0 ? (
        <p className="mt-2 text-sm text-zinc-600">{t('checkout.dreamBox.noOptions')}</p>
      ) : (
        <ul
          className={cn(
            'mt-2 grid grid-cols-3 gap-3',
            shape === 'poster' ? 'sm:grid-cols-5 xl:grid-cols-6' : 'sm:grid-cols-4 xl:grid-cols-6',
          )}
        >
          {choices.map((choice) => {
            const checked = selected.includes(choice.id);
            const blocked = full && !checked;
            return (
              <li key={choice.id}>
                <label
                  className={cn(
                    'group relative block cursor-pointer rounded-xl p-1 ring-2 ring-transparent transition has-focus-visible:ring-accent',
                    checked && 'bg-primary/5 ring-primary',
                    blocked && 'cursor-not-allowed opacity-50',
                  )}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    disabled={blocked}
                    onChange={() => onToggle(choice.id)}
                  />
                  <span
                    className={cn(
                      'relative block overflow-hidden rounded-lg bg-zinc-100',
                      shape === 'poster' ? 'aspect-[2/3]' : 'aspect-square',
                    )}
                  >
                    {choice.imageUrl ? (
                      <img
                        src={choice.imageUrl}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="size-full object-cover"
                      />
                    ) : (
                      <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-6 text-zinc-400" />
                    )}
                    {checked && (
                      <span className="absolute end-1.5 top-1.5 inline-flex size-6 items-center justify-center rounded-full bg-primary text-white shadow">
                        <Check aria-hidden="true" className="size-4" />
                      </span>
                    )}
                  </span>
                  <span className="mt-1.5 line-clamp-2 block text-center text-xs font-medium text-zinc-800">
                    {choice.label}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
