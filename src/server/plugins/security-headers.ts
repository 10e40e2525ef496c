import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Features of the browser the app never uses, turned off for its pages and anything they embed;
 * geolocation only for the app itself (the courts' filters ask for the player's position, to
 * count distances from it). Only names Chromium knows: an unknown one is an error in the
 * console of every page.
 */
const NEVER_USED = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  ...NEVER_USED.map((feature) => `${feature}=()`),
  'geolocation=(self)',
].join(', ');

/** Sent only on a request that came over TLS: over plain http it would be a promise not kept. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * Headers that only a document (or a worker) reads. A hashed asset under /assets/ is a script,
 * a style sheet or an image: these would be a kilobyte of dead weight on each of the first
 * view's fifteen scripts (a phone received more header than code for the small chunks). It
 * keeps what applies to a resource: X-Content-Type-Options and Cross-Origin-Resource-Policy.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'permissions-policy',
];

/** A file of the build under /assets/ (hashed, never a page), as it is served. */
const isServedAsset = (url: string, statusCode: number) =>
  url.startsWith('/assets/') && (statusCode === 200 || statusCode === 206 || statusCode === 304);

const nonces = new WeakMap<ServerResponse, string>();

function nonceOf(response: ServerResponse): string {
  let nonce = nonces.get(response);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(response, nonce);
  }
  return nonce;
}

/**
 * The style nonce of this response's Content-Security-Policy: a page puts it in its
 * `<meta property="csp-nonce">` (for the styles the dialogs add at run time) and on any
 * `<style>` element of its own.
 */
export function cspNonce(reply: FastifyReply): string {
  return nonceOf(reply.raw);
}

export interface SecurityHeadersOptions {
  /**
   * Other origins whose images pages may show: the courts map's tile server, exactly
   * (`https://tile.openstreetmap.org`), never a wildcard or a bare scheme.
   */
  imageOrigins?: string[];
}

/**
 * Helmet's headers, made strict: a CSP with no inline script or style (the few styles added at
 * run time carry a nonce made for each response), no framing at all, no referrer, the browser
 * features the app does not use turned off, and HSTS only when the request came over TLS
 * (`request.protocol` reads X-Forwarded-Proto only from a trusted proxy).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'none'"],
          'connect-src': ["'self'"],
          'font-src': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          'frame-src': ["'none'"],
          'img-src': ["'self'", 'data:', ...(options.imageOrigins ?? [])],
          'manifest-src': ["'self'"],
          'object-src': ["'none'"],
          'script-src': ["'self'"],
          'script-src-attr': ["'none'"],
          'style-src': ["'self'", (_request, response) => `'nonce-${nonceOf(response)}'`],
          'style-src-attr': ["'none'"],
          'worker-src': ["'self'"],
        },
      },
      xFrameOptions: { action: 'deny' },
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (request.protocol === 'https') {
        reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
      }
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (isServedAsset(request.url, reply.statusCode)) {
        for (const header of DOCUMENT_ONLY_HEADERS) reply.removeHeader(header);
      }
      return payload;
    });
  },
  { name: 'security-headers' },
);
