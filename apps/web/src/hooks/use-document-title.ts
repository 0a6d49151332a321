import { useEffect } from 'react';

export const STORE_NAME = 'Marquee';
const DEFAULT_TITLE = 'Marquee — Film merchandise & collectibles';

/** Sets the tab title to `${title} | Marquee` while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${STORE_NAME}`;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
