import { useCallback } from 'react';

/**
 * A ref for an <img> that calls `onFailure` if the image cannot be shown. Its `onError`
 * handles failures after hydration; an image of the server's HTML that failed earlier fired
 * its error event before React listened, so it is checked when React attaches to it.
 */
export function useImageFailureRef(onFailure: () => void) {
  return useCallback(
    (image: HTMLImageElement | null) => {
      if (!image || !image.complete || image.naturalWidth > 0) return;
      // A finished image without pixels is broken, or an SVG without its own size: decode tells.
      image.decode().catch(onFailure);
    },
    [onFailure],
  );
}
