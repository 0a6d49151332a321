import { useEffect } from 'react';
import { storeTitleIn } from '@/lib/store-meta';

export const STORE_NAME = 'Marquee';

/** Sets the tab title to `${title} | Marquee` while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${STORE_NAME}`;
    return () => {
      // The store's title in the page's language (the <html lang> the address set).
      document.title = storeTitleIn(document.documentElement.lang);
    };
  }, [title]);
}
