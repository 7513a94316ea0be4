// The database a bench node runs on, reached from the bench: the external PostgreSQL's URL,
// or the embedded PostgreSQL's Unix socket in the node's DATA_DIR (its postmaster.pid names
// the socket directory and port). PGlite cannot be reached from outside its process.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { DEMO } from './demo.mjs';

const EMBEDDED_DATABASE = 'convene';

/** A `pg` connection string to the node's database, or null when none can be reached. */
export function databaseUrlOf(server) {
  if (server.env.DATABASE_URL) return server.env.DATABASE_URL;
  const pidFile = join(server.env.DATA_DIR, 'postgres', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const [, , , port, socketDir] = readFileSync(pidFile, 'utf8').split('\n');
  const url = new URL(`postgresql://postgres@localhost:${port}/${EMBEDDED_DATABASE}`);
  url.searchParams.set('host', socketDir);
  return url.toString();
}

const SETTLE_TIMEOUT_MS = 180_000;

/**
 * Waits until the node's start-up work in the background is done: the seeded demo video's
 * transcode, whose ffmpeg runs in the node's process tree for several seconds about 15 s
 * after the start and was counted as the embedded database's CPU of whichever run it fell
 * into (bench/README.md, "Warm-up"). A node whose database the bench cannot reach (PGlite)
 * is not waited for.
 * @returns {Promise<number>} the seconds waited
 */
export async function settled(server) {
  const url = databaseUrlOf(server);
  if (!url) return 0;
  const started = Date.now();
  await withClient(url, async (client) => {
    while (Date.now() - started < SETTLE_TIMEOUT_MS) {
      const { rows } = await client.query(
        `select count(*)::int as count from videos where status = 'processing'`,
      );
      if (rows[0].count === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  return Math.round((Date.now() - started) / 1000);
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * The statement run after a growth step: VACUUM as well as ANALYZE, so that autovacuum does
 * not work through the new rows during the next measurement (its workers are counted with an
 * embedded PostgreSQL's node, and they made the scaled rows move by half between runs), and
 * the visibility map lets index-only scans skip the heap as they would on a settled table.
 */
function vacuumGrown(tables) {
  return `vacuum (analyze) ${tables}`;
}

/**
 * Grows the demo organization's posts to multiples of what the demo seeded: copies of the
 * seeded top-level posts (same authors, groups, texts and marks), each generation older than
 * the last, so the newest page stays the demo's and only the data behind it grows; then
 * VACUUM ANALYZE (`vacuumGrown`). Call at 1× (it reads which posts are the demo's);
 * `grow(factor)` returns the count.
 */
export async function demoActivityScaler(url) {
  const [{ newest, oldest }] = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `select max(created_at) as newest, min(created_at) as oldest from activities
       where organization_id = $1 and commented_id is null`,
      [DEMO.organizationId],
    );
    return rows;
  });
  let factor = 1;
  return {
    async grow(to) {
      const count = await withClient(url, async (client) => {
        await client.query(
          `insert into activities (id, organization_id, account_id, message, image, video,
             entities, group_id, event_id, content_id, featured, likes_count, comments_count,
             created_at, updated_at)
           select gen_random_uuid(), a.organization_id, a.account_id, a.message, a.image, a.video, a.entities,
             a.group_id, a.event_id, a.content_id, a.featured, a.likes_count, a.comments_count,
             a.created_at - (($3::timestamptz - $2::timestamptz) + interval '1 day') * copy,
             a.updated_at
           from activities a, generate_series($4::int, $5::int - 1) copy
           where a.organization_id = $1 and a.commented_id is null and a.created_at >= $2`,
          [DEMO.organizationId, oldest, newest, factor, to],
        );
        await client.query(vacuumGrown('activities'));
        const { rows } = await client.query(
          `select count(*)::int as count from activities
           where organization_id = $1 and commented_id is null`,
          [DEMO.organizationId],
        );
        return rows[0].count;
      });
      factor = to;
      return count;
    },
  };
}

/**
 * The columns of `table` an INSERT … SELECT copies, each as `expressions[name]` or as the
 * source row's (`source.name`): every column but the generated ones.
 */
async function copiedColumns(client, table, source, expressions) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
     where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
     order by ordinal_position`,
    [table],
  );
  const names = rows.map((row) => row.column_name);
  return {
    names: names.join(', '),
    values: names.map((name) => expressions[name] ?? `${source}.${name}`).join(', '),
  };
}

/**
 * Grows the demo organization's events to multiples of what the demo seeded, as 25-feed-scale
 * grows its posts: copies of the seeded events with their pass types, each generation ended
 * before the last (so before the demo's own and before now), under new slugs and outside any
 * series; then VACUUM ANALYZE (`vacuumGrown`). The upcoming list and an event's page read
 * what they read at 1×, from a table that is larger. Call at 1× (it reads which events are the demo's); `grow(factor)`
 * returns the organization's event count.
 */
export async function demoEventScaler(url) {
  const { ids, shift } = await withClient(url, async (client) => {
    const { rows } = await client.query(
      `select array_agg(id) as ids,
         (max(event_end) - least(min(event_start), now()) + interval '1 day')::text as shift
       from events where organization_id = $1`,
      [DEMO.organizationId],
    );
    return rows[0];
  });
  let factor = 1;
  return {
    async grow(to) {
      const count = await withClient(url, async (client) => {
        await client.query('begin');
        await client.query(
          `create temp table event_copies on commit drop as
           select e.id as old_id, gen_random_uuid() as new_id, copy
           from events e, generate_series($2::int, $3::int - 1) copy
           where e.id = any($1::uuid[])`,
          [ids, factor, to],
        );
        const back = (column) => `${column} - $1::interval * c.copy`;
        const event = await copiedColumns(client, 'events', 'e', {
          id: 'c.new_id',
          slug: `e.slug || '-' || c.copy`,
          event_start: back('e.event_start'),
          event_end: back('e.event_end'),
          registration_start: back('e.registration_start'),
          registration_end: back('e.registration_end'),
          series_id: 'null',
        });
        await client.query(
          `insert into events (${event.names})
           select ${event.values} from events e join event_copies c on c.old_id = e.id`,
          [shift],
        );
        const passType = await copiedColumns(client, 'event_pass_types', 'p', {
          id: 'gen_random_uuid()',
          event_id: 'c.new_id',
          override_start_date: back('p.override_start_date'),
        });
        await client.query(
          `insert into event_pass_types (${passType.names})
           select ${passType.values} from event_pass_types p join event_copies c on c.old_id = p.event_id`,
          [shift],
        );
        await client.query('commit');
        await client.query(vacuumGrown('events, event_pass_types'));
        const { rows } = await client.query(
          `select count(*)::int as count from events where organization_id = $1`,
          [DEMO.organizationId],
        );
        return rows[0].count;
      });
      factor = to;
      return count;
    },
  };
}
