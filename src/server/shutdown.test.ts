import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSchema } from '#contract/auth';
import { SAMPLE_PASSWORD } from '#server/db-tools/sample-data';
import { RealtimeTestClient } from '#test/support/realtime-client';
import { type SourceServer, startSourceServer } from '#test/support/source-server';

const CREDENTIALS = JSON.stringify({ email: 'maria@demo.example.com', password: SAMPLE_PASSWORD });

/**
 * A sign-in whose body is held back: it resolves once the server has read the request's
 * headers (it answered `100 Continue`), so the request is in flight; `send()` then sends the
 * body and resolves to the response.
 */
function requestInFlight(baseUrl: string) {
  const { hostname, port } = new URL(baseUrl);
  const request = httpRequest({
    hostname,
    port,
    method: 'POST',
    path: '/api/auth/sign-in',
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(CREDENTIALS),
      expect: '100-continue',
    },
  });
  const response = new Promise<{ status: number; connection?: string; body: string }>(
    (resolve, reject) => {
      request.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }),
        );
      });
      request.on('error', reject);
    },
  );
  response.catch(() => {});
  request.flushHeaders();
  return new Promise<{ send(): typeof response; response: typeof response }>((resolve) =>
    request.once('continue', () =>
      resolve({
        response,
        send() {
          request.end(CREDENTIALS);
          return response;
        },
      }),
    ),
  );
}

/** A signed-in realtime socket, once the server said `ready`; `closed` gives its close code. */
async function openSocket(baseUrl: string) {
  const signIn = await fetch(`${baseUrl}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: CREDENTIALS,
  });
  const { access_token } = sessionSchema.parse(await signIn.json());
  return RealtimeTestClient.signedIn(baseUrl, access_token);
}

describe('SIGTERM', () => {
  let scratch: string;
  let calm: SourceServer;
  let impatient: SourceServer;
  const servers: SourceServer[] = [];

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tennis-shutdown-'));
    // Two servers, started together (starting from source takes seconds): each test ends one.
    const started = await Promise.allSettled(
      ['calm', 'impatient'].map((name) =>
        startSourceServer({
          DATA_DIR: join(scratch, name),
          SEED: name === 'calm' ? 'sample' : 'none',
          LOG_LEVEL: 'info',
        }),
      ),
    );
    for (const result of started) if (result.status === 'fulfilled') servers.push(result.value);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    [calm, impatient] = servers as [SourceServer, SourceServer];
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.kill('SIGKILL')));
    await rm(scratch, { recursive: true, force: true });
  });

  it('lets the request in flight finish, closes sockets with 1001, and exits 0', async () => {
    const socket = await openSocket(calm.url);
    const inFlight = await requestInFlight(calm.url);

    const stopping = calm.kill('SIGTERM');
    expect(await socket.closed).toEqual({ code: 1001, reason: 'server restarting' });
    const response = await inFlight.send();
    expect(response.status).toBe(200);
    // It ends its keep-alive connection, which would otherwise hold the shutdown.
    expect(response.connection).toBe('close');
    expect(sessionSchema.parse(JSON.parse(response.body)).user.email).toBe(
      'maria@demo.example.com',
    );

    await stopping;
    expect(calm.exitCode()).toBe(0);
    // New connections are refused once it has gone.
    await expect(fetch(`${calm.url}/api/health`)).rejects.toThrow();
  }, 30_000);

  it('stops at once, exit 1, on a second SIGTERM', async () => {
    const inFlight = await requestInFlight(impatient.url);
    void impatient.kill('SIGTERM');
    await expect.poll(() => impatient.output(), { timeout: 10_000 }).toMatch(/SIGTERM received/);

    await impatient.kill('SIGTERM');
    expect(impatient.exitCode()).toBe(1);
    // The request in flight was never answered: the process did not wait for it.
    await expect(inFlight.response).rejects.toThrow();
  }, 30_000);
});
