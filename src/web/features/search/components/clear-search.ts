import type { HomeView } from '../hooks/use-home-view';
import { SEARCH_INPUT_ID } from './search-bar';

/**
 * 'Clear search' under an empty result while a search text is in force: the text goes, the
 * other filters stay, and the focus returns to the search field (the button itself goes away).
 */
export function clearSearchAction(view: HomeView, onChange: (view: HomeView) => void) {
  if (!view.q.trim()) return undefined;
  return () => {
    onChange({ ...view, q: '' });
    document.getElementById(SEARCH_INPUT_ID)?.focus();
  };
}
