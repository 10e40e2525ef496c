import pg from 'pg';

type Handler = (payload: string) => void;

const RETRY_BASE_MS = 200;
const RETRY_MAX_MS = 5000;

/**
 * One dedicated connection for LISTEN. When it drops, it reconnects with back-off, listens
 * again on every channel, and tells the subscribers that notifications may have been missed.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private connecting: Promise<pg.Client> | undefined;
  private closed = false;
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly reconnectHandlers = new Set<() => void>();

  constructor(private readonly connectionString: string) {}

  async listen(channel: string, onPayload: Handler, onReconnect?: () => void) {
    const client = await this.connection();
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    set.add(onPayload);
    if (onReconnect) this.reconnectHandlers.add(onReconnect);
    return async () => {
      set.delete(onPayload);
      if (onReconnect) this.reconnectHandlers.delete(onReconnect);
      if (set.size === 0) {
        this.handlers.delete(channel);
        await this.client?.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
      }
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => {});
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) {
        handler(message.payload ?? '');
      }
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) {
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    }
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client || this.closed) return;
    this.client = undefined;
    void this.reconnect(RETRY_BASE_MS);
  }

  private async reconnect(delayMs: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (this.closed) return;
    try {
      await this.connection();
      for (const handler of this.reconnectHandlers) handler();
    } catch {
      void this.reconnect(Math.min(delayMs * 2, RETRY_MAX_MS));
    }
  }
}
