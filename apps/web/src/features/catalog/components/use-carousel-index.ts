import { useCallback, useState } from 'react';

/** The selected slide of a carousel that wraps around in both directions (SF-PROD-05). */
export function useCarouselIndex(count: number) {
  const [index, setIndex] = useState(0);
  const go = useCallback((step: number) => setIndex((current) => (current + step + count) % count), [count]);
  const previous = useCallback(() => go(-1), [go]);
  const next = useCallback(() => go(1), [go]);
  // A product refetch may bring fewer images; never point past the end.
  return { index: count > 0 ? index % count : 0, setIndex, previous, next };
}

/**
 * Where a slide sits relative to the selected one on the shortest way round:
 * 0 is the centre, -1 and 1 its neighbours, anything else is off stage.
 */
export function slideOffset(slide: number, selected: number, count: number): number {
  const forward = (slide - selected + count) % count;
  return forward > count / 2 ? forward - count : forward;
}

/** Arrow keys step through images; in right-to-left pages the left arrow goes forward. */
export function arrowKeyStep(key: string, rtl: boolean): -1 | 0 | 1 {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}
