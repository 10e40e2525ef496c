import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './vite.compression';

const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss(), precompressAssets()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // Every browser the app supports preloads modules itself; the polyfill only costs bytes.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
