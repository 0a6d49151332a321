import { useRef, type MouseEvent, type PointerEvent } from 'react';

/** How far (px) a pointer must travel sideways before it counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD = 40;

/**
 * Horizontal swipe with pointer events (touch, pen or a mouse drag), no library.
 * Moving the finger towards the reading start (left in LTR, right in RTL) shows the next image,
 * like turning a page. The click that follows a swipe is swallowed so it does not open the lightbox.
 */
export function useSwipe({ onNext, onPrevious, rtl }: { onNext: () => void; onPrevious: () => void; rtl: boolean }) {
  const start = useRef<{ x: number; y: number } | null>(null);
  const swiped = useRef(false);

  return {
    onPointerDown(event: PointerEvent) {
      if (!event.isPrimary) return;
      start.current = { x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      // Mostly vertical movement is the page scrolling, not a swipe.
      if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
      swiped.current = true;
      const towardsStart = rtl ? dx > 0 : dx < 0;
      if (towardsStart) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
    onClickCapture(event: MouseEvent) {
      if (!swiped.current) return;
      swiped.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
