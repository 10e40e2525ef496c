import { fileURLToPath } from 'node:url';
import { constants as zlibConstants } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/**
 * Lazy chunks whose imports are not listed for preloading in the entry or the home page's chunk
 * (decisions 003 and 004): account, chat, booking and court-owner pages and dialogs, and the
 * home page's own lazy parts.
 */
const LOAD_OWN_IMPORTS = new RegExp(
  `(${[
    'auth-routes',
    'profile-page',
    'app-session',
    'signed-in-nav',
    'toaster-host',
    'chat-dialog',
    'messages-page',
    'account-routes',
    'my-bookings-page',
    'my-courts-page',
    'court-form-page',
    'my-matches-page',
    'partner-board',
    'booking-dialog',
    'post-request-dialog',
    'courts-results',
    'call-to-action',
    'filters-dialog',
  ].join('|')})-[\\w-]+\\.js$`,
);
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip beside every text asset, at the highest levels: the server sends them as
    // they are (preCompressed), so the work is done once, here. index.html is a template the
    // server fills in per request and compresses then.
    compression({
      include: /\.(js|css|json|svg|webmanifest)$/,
      threshold: 512,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
  ],
  resolve: {
    // Lighter stand-ins for two runtime helpers of dependencies (docs/decisions/002).
    alias: [
      {
        find: 'use-sync-external-store/shim',
        replacement: local('src/web/lib/use-sync-external-store-shim.ts'),
      },
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: local('src/web/lib/lucide-icon-factory.ts'),
      },
    ],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    modulePreload: {
      // Every browser the app supports preloads modules itself; the polyfill only costs bytes.
      polyfill: false,
      // The account pages are not on the home page's path: their chunks load their own imports
      // when opened, instead of the entry chunk carrying the list (docs/decisions/003).
      resolveDependencies: (file, deps) => (LOAD_OWN_IMPORTS.test(file) ? [] : deps),
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
