import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services see, whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repository functions take either, so they run inside or outside a transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The PGlite instance, for dumps in tests; absent on PostgreSQL. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** PGlite data directory; in memory when absent. */
  dataDir?: string;
  /** A PGlite dump to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * Told about connections the server dropped, idle or in use (PostgreSQL only); the
   * query that was running fails on its own, and the pool replaces the connection.
   */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
    });
    // A connection the server drops (restart, failover, pg_terminate_backend, a test
    // database dropped with FORCE) emits 'error' on its client, and, when the client is
    // idle, on the pool; unhandled, either event would end the process. The pool listens
    // only while a client is idle, so every client gets its own listener for the time it is
    // checked out: the query it ran fails (503, see isConnectionError), the client is not
    // queryable any more, the pool discards it on release and the next query opens a new one.
    const onConnectionError = (error: Error) => options.onConnectionError?.(error);
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pglite');
  }
  const client = new PGlite(
    dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : undefined,
  );
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close(), pglite: client };
}

/** Postgres unique violation, turned into a CONFLICT in one place (see lib/errors). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
