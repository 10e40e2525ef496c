import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  plugins: [react(), tailwindcss()],
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
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, ws: true, changeOrigin: false } },
  },
});
