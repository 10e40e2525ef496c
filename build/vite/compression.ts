import { constants as zlibConstants } from 'node:zlib';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';

/**
 * Brotli and gzip beside every text asset, at the highest levels: the server sends them as they
 * are (preCompressed), so the work is done once, at build time. index.html is a template the
 * server fills in per request and compresses then. Shared by the app and the bench's baseline.
 */
export function precompressAssets() {
  return compression({
    include: /\.(js|css|json|svg|webmanifest)$/,
    threshold: 512,
    algorithms: [
      defineAlgorithm('gzip', { level: 9 }),
      defineAlgorithm('brotliCompress', { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
  });
}
