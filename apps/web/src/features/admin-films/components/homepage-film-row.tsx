import type { AdminFilmRow } from '@marquee/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { useSetFilmHomepage } from '../api/set-film-homepage';
import { parseOrder } from '../lib/film-form';
import { FilmPoster } from './film-poster';

/** ADM-HFILM-01/02: one card of the list (inside its <li>): poster, title, the Show on Homepage switch and, when on, the Homepage Order. */
export function HomepageFilmRow({ film }: { film: AdminFilmRow }) {
  const { t } = useTranslation('admin');
  const id = useId();
  // One mutation each, so a switch still refreshing the list never holds up an order.
  const saveSwitch = useSetFilmHomepage('setting');
  const saveOrder = useSetFilmHomepage('order');
  const [order, setOrder] = useState(String(film.homepageOrder ?? ''));
  // An order being typed is the admin's: a refetch that lands meanwhile (the switch's) must not replace it.
  const [typing, setTyping] = useState(false);
  const [orderError, setOrderError] = useState<string | null>(null);
  const [shown, setShown] = useState(film.showOnHomepage);
  // Follow the server's values when they change (another admin, a save), not on every refetch.
  const serverValues = `${film.showOnHomepage}:${film.homepageOrder}`;
  const [synced, setSynced] = useState(serverValues);
  if (synced !== serverValues) {
    setSynced(serverValues);
    setShown(film.showOnHomepage);
    if (!typing) setOrder(String(film.homepageOrder ?? ''));
  }

  const toggle = (next: boolean) => {
    setShown(next);
    saveSwitch.mutate({ id: film.id, body: { showOnHomepage: next } }, { onError: () => setShown(!next) });
  };
  const commitOrder = () => {
    setTyping(false);
    const value = parseOrder(order);
    if (Number.isNaN(value)) {
      setOrderError(t('homepageFilms.wholeNumber'));
      return;
    }
    setOrderError(null);
    // Enter then blur saves once.
    if (value === film.homepageOrder || saveOrder.isPending) return;
    saveOrder.mutate({ id: film.id, body: { homepageOrder: value } });
  };

  return (
    <>
      <FilmPoster posterUrl={film.posterUrl} width={44} height={64} className="h-16 w-11 rounded" />
      <p className="min-w-[10rem] flex-1 font-medium break-words text-zinc-900">{film.title}</p>
      <div className="flex w-full flex-wrap items-center gap-4 sm:w-auto">
        <div className="flex items-center gap-2">
          <Switch
            checked={shown}
            aria-label={t('homepageFilms.switchLabel', { title: film.title })}
            onCheckedChange={toggle}
          />
          <span aria-hidden="true" className="text-sm text-zinc-700">
            {t('homepageFilms.show')}
          </span>
        </div>
        {shown && (
          <div className="grid gap-1">
            <div className="flex items-center gap-2">
              <label htmlFor={id} className="text-sm text-zinc-700">
                {t('homepageFilms.order')}
              </label>
              <Input
                id={id}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                className="h-9 w-20"
                aria-label={t('homepageFilms.orderFor', { title: film.title })}
                aria-invalid={orderError ? true : undefined}
                aria-describedby={orderError ? `${id}-error` : undefined}
                value={order}
                onChange={(event) => {
                  setTyping(true);
                  setOrder(event.target.value);
                }}
                onBlur={commitOrder}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    commitOrder();
                  }
                }}
              />
            </div>
            {orderError && (
              <p id={`${id}-error`} className="text-xs text-red-600">
                {orderError}
              </p>
            )}
          </div>
        )}
      </div>
    </>
  );
}
