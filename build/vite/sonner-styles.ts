import type { Plugin } from 'vite';

const INJECTOR = 'function __insertCSS(code) {';

/**
 * sonner adds its stylesheet as a `<style>` element when it loads, which the Content-Security-
 * Policy refuses (no inline styles): the build takes that out, and src/web/lib/toaster-host.tsx
 * imports sonner's stylesheet as a file instead. A sonner that injects its CSS some other way
 * fails the build here rather than in a user's console.
 */
export function sonnerStylesAsFile(): Plugin {
  return {
    name: 'sonner-styles-as-file',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/.test(id)) return null;
      if (!code.includes(INJECTOR)) {
        this.error(
          'sonner no longer adds its CSS through __insertCSS: see build/vite/sonner-styles.ts',
        );
      }
      // On the same line: the rest of the file keeps its place for the source map.
      return { code: code.replace(INJECTOR, `${INJECTOR} return;`), map: null };
    },
  };
}
