// A fresh database on the PostgreSQL named by BENCH_DATABASE_URL, dropped when the run ends.
import pg from 'pg';

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL to bench on beside PGlite: BENCH_DATABASE_URL, else the local server when
 * one answers; BENCH_DATABASE_URL=none runs PGlite only.
 */
export async function reachablePostgres() {
  const url = process.env.BENCH_DATABASE_URL ?? LOCAL_POSTGRES;
  if (url === 'none') return null;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    if (process.env.BENCH_DATABASE_URL) throw error;
    console.log(`(no PostgreSQL at ${LOCAL_POSTGRES}: PGlite only)`);
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createBenchDatabase(adminUrl) {
  const name = `convene_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
