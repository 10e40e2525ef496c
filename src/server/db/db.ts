/** The one interface every repository talks to, whatever the driver underneath. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** The embedded database's directory, whose disk must keep room for it; else undefined. */
  readonly storagePath?: string | undefined;
  transaction<T>(work: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. `onReconnect` runs
   * after the listening connection was lost and restored, when notifications may have been missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface TransactionOptions {
  /**
   * `generic`: every statement of the transaction keeps one plan per connection instead of being
   * planned at each run (generic-plans.ts, decision 030), for a transaction of key lookups whose
   * best plans do not depend on the values: planning them cost more than running them. On the
   * embedded database, which plans as it always does, this changes nothing.
   */
  plans?: 'generic';
}
