import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { PGLITE_DUMP, templateDatabaseName, testDatabaseUrl } from './database';

/**
 * Runs once per test run: builds the schema once (ARCHITECTURE §4) — a PGlite dump that
 * each test file loads, or, with TEST_DATABASE_URL, a PostgreSQL template database.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const url = testDatabaseUrl();
  if (url) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = templateDatabaseName();
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
    await applyMigrations(handle);
    await handle.close();
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  await applyMigrations(handle);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  mkdirSync(dirname(PGLITE_DUMP), { recursive: true });
  writeFileSync(PGLITE_DUMP, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  return async () => {};
}
