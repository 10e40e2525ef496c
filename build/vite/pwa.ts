import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker (src/web/service-worker/sw.ts), built with the list of files it
 * precaches: every script and style, the icons it shows and the app's shell. The manifest is the server's (in the
 * page's language); the app registers the worker itself after the page has loaded
 * (app/app-updates.tsx: 30 lines instead of workbox-window's 2.5 kB in the first view).
 */
export function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'service-worker',
    filename: 'sw.ts',
    manifest: false,
    injectRegister: false,
    registerType: 'prompt',
    injectManifest: {
      globPatterns: ['**/*.{js,css,svg}', 'icons/icon-192.png', 'index.html'],
      // The worker's own bundle and the build's Vite manifest are not the app's.
      globIgnores: ['sw.js', '.vite/**'],
    },
  });
}
