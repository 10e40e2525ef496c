import { createServer, type Server } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '#server/db/database-errors';
import { errorsPlugin } from './errors';

/** A port nothing listens on: taken, then given back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let app: FastifyInstance;
let hangUp: Server;

beforeAll(async () => {
  // Accepts a connection and cuts it at once, as a PostgreSQL stopped with -m immediate does.
  hangUp = createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => hangUp.listen(0, '127.0.0.1', resolve));
  const hangUpPort = (hangUp.address() as { port: number }).port;
  const refusedPort = await closedPort();

  app = Fastify();
  await app.register(errorsPlugin);
  app.get('/refused', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: refusedPort, user: 'x', database: 'x' });
    try {
      return await pool.query('select 1');
    } finally {
      await pool.end();
    }
  });
  app.get('/cut', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: hangUpPort, user: 'x' });
    client.on('error', () => {});
    return client.connect();
  });
  app.get('/admin-shutdown', async () => {
    const error = new pg.DatabaseError(
      'terminating connection due to administrator command',
      0,
      'error',
    );
    error.code = '57P01';
    throw error;
  });
  app.get('/disk-full', async () => {
    throw new DatabaseUnavailableError('no room', 'storage_full');
  });
  app.get('/bug', async () => {
    throw new TypeError('x is undefined');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await new Promise((resolve) => hangUp.close(resolve));
});

describe('a database that is away', () => {
  it.each([
    ['a refused connection', '/refused'],
    ['a connection cut under the query', '/cut'],
    ['a server shutting down (57P01)', '/admin-shutdown'],
  ])('answers %s with 503 database_unavailable and Retry-After', async (_, url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The database cannot be reached right now; try again shortly',
      },
    });
  });

  it('answers a full disk with 503 storage_full and a longer Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/disk-full' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.json().error.code).toBe('storage_full');
  });

  it('still answers a bug with 500 internal and no Retry-After', async () => {
    const response = await app.inject({ method: 'GET', url: '/bug' });
    expect(response.statusCode).toBe(500);
    expect(response.headers['retry-after']).toBeUndefined();
    expect(response.json().error.code).toBe('internal');
  });
});
