import type { Language } from './constants';
import { defaultPageMeta, PRODUCT_NAME } from './page-meta';

/** The app's colour (the primary green of styles.css) for the phone's status bar and splash. */
export const THEME_COLOR = '#09672e';
export const BACKGROUND_COLOR = '#ffffff';

/** The icons in src/web/public/icons, made from favicon.svg by scripts/make-icons.mjs. */
export const APP_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** The web app manifest in `language`: what a phone shows when the app is installed. */
export function webAppManifest(language: Language) {
  return {
    id: '/',
    name: PRODUCT_NAME[language],
    short_name: PRODUCT_NAME[language],
    description: defaultPageMeta(language).description,
    lang: language,
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['sports', 'social'],
    icons: APP_ICONS,
  };
}
