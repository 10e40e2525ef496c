import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Query parameters that may carry a secret: the unsubscribe link's token, and any like it. */
const SECRET_PARAMETER = /^(token|code|key|secret|password|access_token|refresh_token)$/i;

/** The URL with the value of every secret-looking query parameter replaced by `[redacted]`. */
export function urlForLog(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a name that is not valid percent-encoding is compared as it came
      }
      return SECRET_PARAMETER.test(decoded) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, start)}?${query}`;
}

/**
 * The server's log: pino through Fastify, one JSON line per event with the request id. It
 * never holds a password, a token, a link with a token or a message: bodies are never logged,
 * the request line has its secret query values blanked (the unsubscribe link's token), and the
 * headers that carry credentials are removed should anything log them.
 */
export function loggerOptions(
  level: string,
  stream?: NodeJS.WritableStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
      ],
      remove: true,
    },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: urlForLog(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
