import type { AdminFilmRow } from '@marquee/contracts';
import { Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '@/components/admin/row-actions';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { FilmPoster } from './film-poster';

interface FilmRowProps {
  film: AdminFilmRow;
  editing: boolean;
  heroOpen: boolean;
  onHero: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The inline Hero Editor, under the row when open. */
  children?: ReactNode;
}

/** ADM-FILM-02: one card of the list (inside its <li>): poster, title, categories, order and status, with Hero Editor, Edit and Delete. */
export function FilmRow({ film, editing, heroOpen, onHero, onEdit, onDelete, children }: FilmRowProps) {
  const { t } = useTranslation('admin');
  return (
    <div
      className={cn(
        'grid gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-zinc-200 sm:p-4',
        editing && 'ring-2 ring-primary',
      )}
    >
      <div className="flex gap-3">
        <FilmPoster posterUrl={film.posterUrl} width={64} height={96} className="h-24 w-16 rounded-md" />
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          <div className="flex flex-wrap items-center gap-2">
            <h4 className="font-semibold break-words text-zinc-900">{film.title}</h4>
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                film.isActive ? 'bg-emerald-100 text-emerald-800' : 'bg-zinc-200 text-zinc-700',
              )}
            >
              {film.isActive ? t('films.list.active') : t('films.list.inactive')}
            </span>
            {editing && <span className="text-xs font-medium text-primary">{t('films.list.editing')}</span>}
          </div>
          <p className="text-sm text-zinc-600">
            {film.categories.length > 0 ? film.categories.join(', ') : t('films.list.noCategories')}
          </p>
          <p className="text-xs text-zinc-500">{t('films.list.order', { order: film.displayOrder })}</p>
        </div>
      </div>
      <RowActions
        look="text"
        className="justify-start"
        edit={{ label: t('films.list.editFor', { title: film.title }), text: t('films.list.edit'), onClick: onEdit }}
        remove={{
          label: t('films.list.deleteFor', { title: film.title }),
          text: t('films.list.delete'),
          onClick: onDelete,
        }}
      >
        <Button
          variant={heroOpen ? 'secondary' : 'outline'}
          size="sm"
          aria-expanded={heroOpen}
          aria-label={t('films.list.heroEditorFor', { title: film.title })}
          onClick={onHero}
        >
          <Sparkles aria-hidden="true" />
          {t('films.list.heroEditor')}
        </Button>
      </RowActions>
      {children}
    </div>
  );
}
