import { DREAM_BOX_MAX_PICKS } from '@marquee/contracts';
import { useCallback, useState } from 'react';

export interface DreamBoxPicks {
  films: number[];
  categories: number[];
}

const STORAGE_KEY = 'marquee.checkout.dreamBox';
const EMPTY: DreamBoxPicks = { films: [], categories: [] };

function readStored(): DreamBoxPicks | null {
  if (typeof window === 'undefined') return null;
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<DreamBoxPicks>;
    const ids = (list: unknown) =>
      Array.isArray(list) ? list.filter((id): id is number => Number.isInteger(id)).slice(0, DREAM_BOX_MAX_PICKS) : [];
    return { films: ids(value.films), categories: ids(value.categories) };
  } catch {
    return null;
  }
}

function store(picks: DreamBoxPicks | null): void {
  try {
    if (picks) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(picks));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or full storage: the picks just are not kept across the sign-in.
  }
}

/**
 * The Dream Box switch and the 1-3 films and 1-3 categories (SF-DBOX-02..05). Kept in the tab's
 * sessionStorage, so a guest sent to sign in comes back to the same picks.
 */
export function useDreamBoxPicks(initiallyOn: boolean) {
  // The checkout renders in the browser only (its data is personal), so storage is there.
  const [stored] = useState(readStored);
  const [on, setOn] = useState(
    () => initiallyOn || (stored !== null && stored.films.length + stored.categories.length > 0),
  );
  const [picks, setPicks] = useState<DreamBoxPicks>(() => stored ?? EMPTY);

  const turn = useCallback((next: boolean) => {
    setOn(next);
    if (!next) {
      // SF-DBOX-05: off clears the picks.
      setPicks(EMPTY);
      store(null);
    }
  }, []);

  const toggle = useCallback((kind: keyof DreamBoxPicks, id: number) => {
    setPicks((current) => {
      const list = current[kind];
      const nextList = list.includes(id)
        ? list.filter((value) => value !== id)
        : list.length >= DREAM_BOX_MAX_PICKS
          ? list // SF-DBOX-02/03: a 4th pick is blocked.
          : [...list, id];
      const next = { ...current, [kind]: nextList };
      store(next);
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setOn(false);
    setPicks(EMPTY);
    store(null);
  }, []);

  const complete = picks.films.length > 0 && picks.categories.length > 0;
  return { on, picks, complete, turn, toggle, clear };
}
