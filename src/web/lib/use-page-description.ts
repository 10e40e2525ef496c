import { useEffect } from 'react';

/**
 * Sets the page's `<meta name="description">` (the server writes it into the HTML of a detail
 * page for search engines and link previews; this keeps it right after moving in the app).
 */
export function usePageDescription(description: string | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
