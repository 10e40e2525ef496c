import type { Plugin } from 'vite';

const FEATURE_INDEX = /[\\/]src[\\/]web[\\/]features[\\/][^\\/]+[\\/]index\.ts$/;

/**
 * A feature's index only re-exports what other features may use. Marked free of side effects,
 * it costs its importer only the exports it takes: a lazy page chunk that uses one function of
 * a feature does not pull in (or share a chunk with) the rest of it.
 */
export function featureIndexesWithoutSideEffects(): Plugin {
  return {
    name: 'feature-indexes-without-side-effects',
    transform(code, id) {
      return FEATURE_INDEX.test(id) ? { code, moduleSideEffects: false } : null;
    },
  };
}
