import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { apiClient } from './api';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { ensureTemplateDatabase, LOCAL_POSTGRES_URL, testDatabaseUrl } from './database';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from './harness';

/**
 * The PostgreSQL server race tests run on: TEST_DATABASE_URL, else the local server when it
 * answers; undefined when none does. PGlite runs one transaction at a time, so a race test
 * on it passes whether or not the code locks anything: race tests need a real server.
 */
export async function racePostgresUrl(): Promise<string | undefined> {
  const url = testDatabaseUrl() ?? LOCAL_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('SELECT 1');
    return url;
  } catch {
    return undefined;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Says, in the test output, why a race suite did not run. */
export function warnRacesSkipped(suite: string): void {
  console.warn(
    `[${suite}] SKIPPED: no PostgreSQL answers (TEST_DATABASE_URL or ${LOCAL_POSTGRES_URL}); ` +
      'these race tests cannot fail on PGlite, which runs one transaction at a time.',
  );
}

/**
 * A race suite's PostgreSQL `url` (undefined when none answers: the suite warns) and its
 * `describe`, skipped when there is no server, with the title saying so.
 */
export async function raceSuite(suite: string): Promise<{
  url: string | undefined;
  describeRaces: (title: string, body: () => void) => void;
}> {
  const url = await racePostgresUrl();
  if (!url) warnRacesSkipped(suite);
  return {
    url,
    describeRaces: (title, body) =>
      describe.skipIf(!url)(`${title} (PostgreSQL${url ? '' : ': SKIPPED, none answers'})`, body),
  };
}

/**
 * A new database on the server at `url`, with a pool wide enough for requests to really
 * overlap; dropped on close. Empty (the runtime migrates it), or `migrated`: a copy of the
 * run's template, about a second where migrating takes several.
 */
export async function freshRaceDatabase(
  url: string,
  poolSize = 12,
  { migrated = false } = {},
): Promise<DatabaseHandle> {
  const name = `convene_race_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  admin.on('error', () => {});
  await admin.connect();
  const template = migrated ? ` TEMPLATE "${await ensureTemplateDatabase(admin, url)}"` : '';
  await admin.query(`CREATE DATABASE "${name}"${template}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  // DROP … WITH (FORCE) ends connections the pool still holds: expected, not an error.
  const handle = await openDatabase({
    databaseUrl: target.toString(),
    poolSize,
    onConnectionError: () => {},
  });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** The real app on a fresh race database at `url`; the database is dropped if the app fails to start. */
export async function createRaceTestApp(url: string): Promise<TestApp> {
  const database = await freshRaceDatabase(url, 12, { migrated: true });
  try {
    return await createTestApp({ overrides: { database } });
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** A call to the API as a user. */
export type ApiCall = (
  user: TestUser,
  method: InjectOptions['method'],
  path: string,
  payload?: Record<string, unknown>,
) => Promise<LightMyRequestResponse>;

/** Calls the API of the app `app()` returns (set in a `beforeAll`): race tests drive it through HTTP only. */
export function apiCaller(app: () => TestApp): ApiCall {
  return apiClient(app).call;
}

/**
 * A race suite's world, set in a `beforeAll` and closed after all: the app on a fresh race
 * database at `url`, one organization and `count` of its accounts; `call` drives the API
 * as one of them and `ok` expects a 200 and answers its data. Call inside `describeRaces`.
 */
export function useRaceWorld(url: string | undefined, count: number) {
  const world = {
    t: undefined as unknown as TestApp,
    org: undefined as unknown as TestOrganization,
    users: [] as TestUser[],
  };
  beforeAll(async () => {
    world.t = await createRaceTestApp(url!);
    world.org = await world.t.createOrganization();
    for (let index = 0; index < count; index += 1)
      world.users.push(await world.t.createUser(world.org));
  });
  afterAll(() => world.t?.close());
  const { call, ok } = apiClient(() => world.t);
  return { world, call, ok };
}
