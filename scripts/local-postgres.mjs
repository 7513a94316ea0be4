import pg from 'pg';

/** Where the machine's PostgreSQL is looked for, in order (trust authentication, as on CI). */
const LOCAL_ADMIN_URLS = [
  'postgres://postgres@127.0.0.1:5432/postgres',
  'postgres://postgres@127.0.0.1:5432/test',
];

/**
 * A database made for one run of a suite on the PostgreSQL at `adminUrl` (or the machine's,
 * when one answers): `{ url, drop() }`, or null when none answers. Its name starts with
 * `prefix` and carries the time and this process's id, so runs side by side never meet.
 */
export async function freshPostgresDatabase(prefix, adminUrl) {
  for (const url of adminUrl ? [adminUrl] : LOCAL_ADMIN_URLS) {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    admin.on('error', () => {});
    try {
      await admin.connect();
    } catch {
      await admin.end().catch(() => {});
      continue;
    }
    const name = `${prefix}_${Date.now()}_${process.pid}`;
    await admin.query(`CREATE DATABASE "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      name,
      url: target.href,
      async drop() {
        await admin
          .query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
          .catch((error) => console.error(error.message));
        await admin.end().catch(() => {});
      },
    };
  }
  return null;
}
