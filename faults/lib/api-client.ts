import type { Session } from '#contract/auth';

/** One answer, or why there was none: `network` (refused, cut) or `timeout`. */
export interface Answer {
  status: number;
  failure?: 'network' | 'timeout';
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever a route answers
  body: any;
  retryAfter: string | null;
}

/** How long a client waits for any answer: longer than this is a hang, a failure of its own. */
export const ANSWER_TIMEOUT_MS = 10_000;

/**
 * A signed-in person's client over plain HTTP. Each has an address of its own (X-Forwarded-For,
 * which the server believes from the loopback proxy, TRUST_PROXY=127.0.0.1), so the per-address
 * write limits count people, not the test.
 */
export class ApiClient {
  token: string | undefined;
  userId: string | undefined;
  /** Told of every answer (or of its absence), with when the call went out. */
  onAnswer: ((call: string, answer: Answer, sentAt: number) => void) | undefined;

  constructor(
    public baseUrl: string,
    readonly address: string,
  ) {}

  async call(method: string, path: string, body?: unknown): Promise<Answer> {
    const sentAt = Date.now();
    const answer = await this.send(method, path, body);
    this.onAnswer?.(`${method} ${path}`, answer, sentAt);
    return answer;
  }

  private async send(method: string, path: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-forwarded-for': this.address,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
    } catch (error) {
      const timedOut = (error as Error).name === 'TimeoutError';
      return {
        status: 0,
        failure: timedOut ? 'timeout' : 'network',
        body: undefined,
        retryAfter: null,
      };
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text, and the test that reads it says so
    }
    return {
      status: response.status,
      body: parsed,
      retryAfter: response.headers.get('retry-after'),
    };
  }

  async signIn(email: string, password: string): Promise<void> {
    const answer = await this.call('POST', '/api/auth/sign-in', { email, password });
    if (answer.status !== 200) {
      throw new Error(
        `sign-in of ${email} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
    }
    const session = answer.body as Session;
    this.token = session.access_token;
    this.userId = session.user.id;
  }
}

/** A distinct private address per simulated person. */
export function clientAddress(n: number): string {
  return `10.77.${(n >> 8) & 255}.${n & 255}`;
}
