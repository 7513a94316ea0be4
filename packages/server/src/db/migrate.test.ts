import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../test/database';
import { openDatabase } from './client';
import { applyMigrations, migrationsFolder } from './migrate';

const url = testDatabaseUrl();

describe.skipIf(!url)(
  `migrations on PostgreSQL${url ? '' : ' (skipped: set TEST_DATABASE_URL)'}`,
  () => {
    it('apply once when several nodes start on an empty database at the same time', async () => {
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      const name = `convene_migrate_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
      await admin.query(`CREATE DATABASE "${name}"`);
      const target = new URL(url!);
      target.pathname = `/${name}`;
      const nodes = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: target.toString(), poolSize: 2 })),
      );
      // DROP … WITH (FORCE) below ends sessions the pools are still closing; that is expected.
      for (const node of nodes)
        (node.db as unknown as { $client: pg.Pool }).$client.on('error', () => {});
      try {
        const results = await Promise.allSettled(nodes.map((node) => applyMigrations(node)));
        expect(results.map((result) => result.status)).toEqual([
          'fulfilled',
          'fulfilled',
          'fulfilled',
        ]);
        const journal = JSON.parse(
          readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
        ) as { entries: unknown[] };
        const check = new pg.Client({ connectionString: target.toString() });
        await check.connect();
        const { rows } = await check.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
        );
        await check.end();
        expect(rows[0]?.n).toBe(journal.entries.length);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      }
    });
  },
);
