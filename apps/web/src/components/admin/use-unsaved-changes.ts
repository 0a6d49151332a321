import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

export interface UnsavedChanges {
  /** Runs `action` at once when nothing is unsaved, else after the admin confirms the discard. */
  guard: (action: () => void) => void;
  /** Runs `action` (a navigation after a successful save) without asking. */
  leave: (action: () => void) => void;
  /** The confirm's state, for <DiscardChangesDialog>. */
  confirming: boolean;
  confirm: () => void;
  cancel: () => void;
}

/**
 * Warns before unsaved form changes are lost: the browser's own prompt when the tab is closed
 * or reloaded (`beforeunload`), and a confirm ("Discard unsaved changes?") for in-app
 * navigation (React Router's useBlocker: links, Back, a `?edit` change) and for closing the
 * form dialog through `guard`. Render <DiscardChangesDialog unsaved={...} /> once beside the form.
 */
export function useUnsavedChangesWarning(isDirty: boolean): UnsavedChanges {
  const dirty = useRef(isDirty);
  useLayoutEffect(() => {
    dirty.current = isDirty;
  }, [isDirty]);
  const bypass = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  const [guardOpen, setGuardOpen] = useState(false);

  useEffect(() => {
    if (!isDirty) {
      bypass.current = false;
      return;
    }
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: Parameters<BlockerFunction>[0]) =>
        dirty.current &&
        !bypass.current &&
        (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  const guard = useCallback((action: () => void) => {
    if (!dirty.current || bypass.current) {
      action();
      return;
    }
    pending.current = action;
    setGuardOpen(true);
  }, []);

  const leave = useCallback((action: () => void) => {
    bypass.current = true;
    action();
  }, []);

  const confirm = useCallback(() => {
    bypass.current = true;
    setGuardOpen(false);
    if (blocker.state === 'blocked') blocker.proceed();
    const action = pending.current;
    pending.current = null;
    action?.();
  }, [blocker]);

  const cancel = useCallback(() => {
    setGuardOpen(false);
    pending.current = null;
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);

  return { guard, leave, confirming: guardOpen || blocker.state === 'blocked', confirm, cancel };
}
