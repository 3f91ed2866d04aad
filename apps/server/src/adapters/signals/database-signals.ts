import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';

import type { Queryable } from '../../db/client.js';

/** Called with a signal's payload, or with null after a lost connection (signals may have been missed). */
export type SignalHandler = (payload: string | null) => void;

/**
 * The signals port: a few bytes from whichever process commits a change to every process that listens,
 * over PostgreSQL's LISTEN/NOTIFY (on PGlite, one process, the embedded server forwards them the same way).
 * A signal sent inside a transaction is delivered when it commits, never if it rolls back, so a listener
 * that reads the database on a signal sees the change.
 */
export interface DatabaseSignals {
  /**
   * Listens on `channel` (one connection for every channel of the process, opened on first use); resolves
   * once signals of the channel are heard, with the function that stops listening.
   */
  listen(channel: string, handler: SignalHandler): Promise<() => void>;
  stop(): Promise<void>;
}

/** Sends a signal in the caller's transaction: listeners hear it when, and only if, the transaction commits. */
export async function sendSignal(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const RECONNECT_MS = 1000;
/** Channel names are ours (never user input), but LISTEN takes no parameters: only plain names pass. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function createDatabaseSignals(connection: pg.PoolConfig, logger: Logger): DatabaseSignals {
  const handlers = new Map<string, Set<SignalHandler>>();
  let client: pg.Client | null = null;
  /** The channels the current connection has LISTENed on. */
  let listening = new Set<string>();
  let connecting: Promise<void> | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;

  const deliver = (channel: string, payload: string | null) => {
    for (const handler of handlers.get(channel) ?? []) handler(payload);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client(connection);
    next.on('notification', (message) => deliver(message.channel, message.payload ?? ''));
    next.on('error', () => reconnectSoon(next));
    next.on('end', () => reconnectSoon(next));
    await next.connect();
    const channels = new Set(handlers.keys());
    for (const channel of channels) await next.query(`LISTEN ${channel}`);
    client = next;
    listening = channels;
  }

  /** A lost connection may have dropped signals: every handler hears `null` and reads afresh. */
  function reconnectSoon(lost: pg.Client): void {
    if (client !== lost || stopped) return;
    client = null;
    lost.end().catch(() => {});
    for (const channel of handlers.keys()) deliver(channel, null);
    retry ??= setTimeout(() => {
      retry = null;
      void ensureConnected();
    }, RECONNECT_MS);
  }

  function ensureConnected(): Promise<void> {
    if (client || stopped) return Promise.resolve();
    connecting ??= connect()
      .catch((error: unknown) => {
        logger.warn({ err: error }, 'signals connection failed; retrying');
        retry ??= setTimeout(() => {
          retry = null;
          void ensureConnected();
        }, RECONNECT_MS);
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  return {
    async listen(channel, handler) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`not a channel name: ${channel}`);
      const set = handlers.get(channel) ?? new Set();
      set.add(handler);
      handlers.set(channel, set);
      await ensureConnected();
      if (client && !listening.has(channel)) {
        listening.add(channel);
        await client.query(`LISTEN ${channel}`);
      }
      return () => {
        set.delete(handler);
      };
    },
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
