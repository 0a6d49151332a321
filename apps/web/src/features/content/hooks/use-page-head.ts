import { useEffect } from 'react';
import { STORE_NAME } from '@/hooks/use-document-title';

interface PageHead {
  /** A full SEO title (meta_title) is used as is; a plain title gets the store name appended. */
  title: string | undefined;
  metaTitle?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
}

function setMeta(name: string, content: string | undefined): () => void {
  if (!content) return () => undefined;
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !tag;
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  const previous = tag.content;
  tag.content = content;
  return () => {
    if (created) tag.remove();
    else tag.content = previous;
  };
}

/** CP-12: the page's SEO title, description and keywords while it is shown (the server sets them on first load). */
export function usePageHead({ title, metaTitle, description, keywords }: PageHead): void {
  useEffect(() => {
    if (!title) return;
    const previousTitle = document.title;
    document.title = metaTitle || `${title} | ${STORE_NAME}`;
    const restoreDescription = setMeta('description', description);
    const restoreKeywords = setMeta('keywords', keywords);
    return () => {
      document.title = previousTitle;
      restoreDescription();
      restoreKeywords();
    };
  }, [title, metaTitle, description, keywords]);
}
