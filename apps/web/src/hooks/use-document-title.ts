import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const STORE_NAME = 'Marquee';

/** Sets the tab title to `${title} | Marquee` while the calling screen is shown. */
export function useDocumentTitle(title: string | undefined): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (!title) return;
    document.title = `${title} | ${STORE_NAME}`;
    return () => {
      // The store's title, in the page's language.
      document.title = i18n.t('brand.title');
    };
  }, [title, i18n]);
}
