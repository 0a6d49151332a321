import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export interface EditParam {
  /** A dialog is open: a new item or an existing one. */
  isOpen: boolean;
  isNew: boolean;
  /** The id of the item being edited (`?edit=<id>`), or null. */
  id: string | null;
  openNew: () => void;
  openEdit: (id: string | number) => void;
  close: () => void;
  /** Closes the dialog if it shows this item (e.g. the item was just deleted). */
  closeIf: (id: string | number) => void;
}

/**
 * Which item a screen's form dialog shows, in the URL query: `?new` or `?edit=<id>`. Reload
 * keeps the dialog open on the same item and a link can point at it. Opening adds a history
 * entry (Back closes the dialog); closing replaces it. The list's own parameters stay.
 */
export function useEditParam(): EditParam {
  const [params, setParams] = useSearchParams();
  const id = params.get('edit') || null;
  const isNew = !id && params.has('new');

  const change = useCallback(
    (apply: (next: URLSearchParams) => void, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('edit');
          next.delete('new');
          apply(next);
          // `?new`, not `?new=`.
          return next.toString().replace(/(^|&)new=(?=&|$)/, '$1new');
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );

  const openNew = useCallback(() => change((next) => next.set('new', ''), false), [change]);
  const openEdit = useCallback(
    (itemId: string | number) => change((next) => next.set('edit', String(itemId)), false),
    [change],
  );
  const close = useCallback(() => change(() => undefined, true), [change]);
  const closeIf = useCallback(
    (itemId: string | number) => {
      if (id === String(itemId)) close();
    },
    [id, close],
  );

  return { isOpen: isNew || id !== null, isNew, id, openNew, openEdit, close, closeIf };
}

/** The edited item's id as a positive whole number; null for `?new`, a closed dialog or an id that is not one. */
export function numericEditId(edit: EditParam): number | null {
  const id = edit.id === null ? null : Number(edit.id);
  return id !== null && Number.isInteger(id) && id > 0 ? id : null;
}
