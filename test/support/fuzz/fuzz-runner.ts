import type { LightMyRequestResponse } from 'fastify';
import { ERROR_CODES } from '#contract/errors';
import type { ListedRoute } from '#server/plugins/route-list';
import type { TestApp } from '../test-app';
import type { TestClock } from '../test-clock';
import { changedTables, createFingerprinter, type Fingerprint } from './database-fingerprint';
import type { FuzzActors } from './fuzz-actors';
import { FUZZ_REQUEST_TIMEOUT_MS } from './fuzz-settings';
import type { FuzzRequest } from './request-arbitrary';

/** A request as a failure report shows it: short enough to read, whole enough to replay. */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload && request.payload.length > 300
      ? `${request.payload.slice(0, 300)}… (${request.payload.length} characters)`
      : request.payload;
  return JSON.stringify({ ...request, payload });
}

export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms: ${what}`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

/**
 * What a refused request must answer: the API's JSON error with a code the web app knows, or a
 * page (unsubscribe). A WebSocket route's plain-HTTP answer is @fastify/websocket's own (an
 * empty 404), so it is not held to this.
 */
function refusalProblem(response: LightMyRequestResponse, route: ListedRoute): string | undefined {
  if (route.method === 'HEAD' || route.websocket) return undefined;
  const type = String(response.headers['content-type'] ?? '');
  if (type.startsWith('text/html')) return undefined;
  if (!type.startsWith('application/json')) return `content-type ${type || 'missing'}`;
  try {
    const { error } = JSON.parse(response.body);
    if (typeof error?.code !== 'string' || typeof error?.message !== 'string') {
      return 'no error code and message';
    }
    if (!KNOWN_CODES.has(error.code)) return `the code ${error.code}, unknown to the web app`;
  } catch {
    return 'a body that is not JSON';
  }
  return undefined;
}

/**
 * Sends fuzzed requests and checks each: an answer within the timeout, never 5xx, a refusal in
 * the API's error shape, and no table changed by a refused (4xx) request. The database is
 * fingerprinted after every refused request and before the first request after an accepted
 * one, so a change is always pinned on the request that made it.
 */
export async function createFuzzRunner(t: TestApp, clock: TestClock, actors: FuzzActors) {
  const fingerprinter = await createFingerprinter(t.app.db);
  let baseline: Fingerprint | undefined;

  function authorization(request: FuzzRequest): string | undefined {
    switch (request.caller.kind) {
      case 'visitor':
        return undefined;
      case 'actor':
        return actors.authorization(request.caller.name);
      case 'garbage':
        return request.caller.authorization;
    }
  }

  /** Answers per route and status, for FUZZ_STATS=1: how deep the fuzzer gets. */
  const statuses = new Map<string, Map<number, number>>();

  return {
    fingerprinter,
    statuses,
    async send(route: ListedRoute, request: FuzzRequest): Promise<LightMyRequestResponse> {
      baseline ??= await fingerprinter.take();
      const auth = authorization(request);
      const what = describeRequest(request);
      const response = await withTimeout(
        t.app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: auth ? { ...request.headers, authorization: auth } : request.headers,
          remoteAddress: request.remoteAddress,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        }),
        FUZZ_REQUEST_TIMEOUT_MS,
        what,
      );
      // Time moves on, so per-minute and per-hour limits let later requests through again.
      clock.advance(1_000);
      const status = response.statusCode;
      const counts = statuses.get(`${route.method} ${route.url}`) ?? new Map<number, number>();
      counts.set(status, (counts.get(status) ?? 0) + 1);
      statuses.set(`${route.method} ${route.url}`, counts);
      if (status >= 500) {
        throw new Error(`${status} ${response.body.slice(0, 300)} for ${what}`);
      }
      if (status >= 400) {
        const problem = refusalProblem(response, route);
        if (problem) throw new Error(`${status} with ${problem} for ${what}`);
        const after = await fingerprinter.take();
        const changed = changedTables(baseline, after);
        baseline = after;
        if (changed.length) {
          throw new Error(`${status} refused, yet changed ${changed.join(', ')}: ${what}`);
        }
      } else {
        baseline = undefined;
        await actors.keepAlive();
      }
      return response;
    },
  };
}
