import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import {
  createTemplateDatabase,
  LOCAL_POSTGRES_URL,
  PGLITE_DUMP,
  templateDatabaseName,
  testDatabaseUrl,
} from './database';

/**
 * Runs once per test run: builds the schema once (docs/architecture.md#data-transactions-and-locking) — a PGlite dump that
 * each test file loads, or, with TEST_DATABASE_URL, a PostgreSQL template database (which
 * the race suites copy too).
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = templateDatabaseName();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await createTemplateDatabase(admin, url);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await applyMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  mkdirSync(dirname(PGLITE_DUMP), { recursive: true });
  writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  // The template the race suites may have made on the machine's PostgreSQL (test/postgres.ts).
  return async () => {
    rmSync(PGLITE_DUMP, { force: true });
    const admin = new pg.Client({
      connectionString: LOCAL_POSTGRES_URL,
      connectionTimeoutMillis: 2000,
    });
    admin.on('error', () => {});
    try {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS "${templateDatabaseName()}" WITH (FORCE)`);
    } catch {
      // no PostgreSQL answers: no race suite ran, nothing to drop
    } finally {
      await admin.end().catch(() => {});
    }
  };
}
