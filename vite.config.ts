import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './build/vite/compression';
import { featureIndexesWithoutSideEffects } from './build/vite/feature-indexes';
import { serviceWorker } from './build/vite/pwa';
import { sonnerStylesAsFile } from './build/vite/sonner-styles';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

// `vite build` builds the browser's app into dist/web; `vite build --ssr` the server's
// rendering of it (src/web/app/entry-server.tsx) into dist/ssr, which is never sent.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  plugins: [
    react(),
    tailwindcss(),
    sonnerStylesAsFile(),
    featureIndexesWithoutSideEffects(),
    ...(isSsrBuild ? [] : [precompressAssets(), serviceWorker()]),
  ],
  resolve: {
    // The `#contract/…`, `#web/…` aliases of tsconfig.json.
    tsconfigPaths: true,
    // wouter imports the shim for React 17; React's own hook is all this app (React 19) needs.
    alias: {
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/web/lib/use-sync-external-store-for-wouter.ts', import.meta.url),
      ),
    },
  },
  build: {
    outDir: isSsrBuild ? '../../dist/ssr' : '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: !isSsrBuild,
    // Leaflet's style sheet names its default marker and layer-switcher icons, which the courts
    // map never shows (its markers are drawn by CSS): files of their own, never fetched, rather
    // than 3 kB of data URLs in the map's style sheet.
    assetsInlineLimit: (file) =>
      /[\\/]leaflet[\\/]dist[\\/]images[\\/]/.test(file) ? false : undefined,
    // Every browser the app supports preloads modules itself; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
    // What the entry imports statically goes in one chunk: split into many small ones, it cost
    // 5 kB more on the wire (bench/RESULTS.md, decision 008).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
            chunkFileNames: (chunk) =>
              chunk.name.startsWith('translation') ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
          },
        },
  },
  // A dictionary as one `JSON.parse` of a string: a third fewer bytes than an object literal
  // with a named export per text (bg 19.1 → 12.8 kB brotli), and JSON parses faster than script.
  json: { stringify: true, namedExports: false },
  // The server imports one bundle with everything it needs.
  ssr: { noExternal: true },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
}));
