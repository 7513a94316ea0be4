// The door rush: DOOR_SCANNERS (20) scanners at once checking in DOOR_PASSES
// (5,000) passes through the real HTTP door scan (POST /api/listings/{eventId}/checkin
// {token}, modules/ticketing/host-attendees). The passes are written straight into the node's
// PostgreSQL database (the bench's, or the embedded one through its socket) and their QR
// codes signed with the organization's code key, as the server signs them, so that the
// setup takes seconds. Every pass is scanned twice, by two scanners at about the same time
// (a guest at two doors): exactly one scan of each may check it in. Prints p50/p99 per scan
// and counts the rows: 0 double check-ins, every pass checked in once.
import { createHmac, hkdfSync } from 'node:crypto';
import http from 'node:http';
import pg from 'pg';
import { databaseUrlOf } from './lib/database.mjs';
import { DEMO, selfOf, signIn } from './lib/demo.mjs';

const PASSES = Number(process.env.DOOR_PASSES ?? 5000);
const SCANNERS = Number(process.env.DOOR_SCANNERS ?? 20);
const HOST = { ...DEMO, email: 'host@example.com' };
/**
 * A registration is one per account and event, so the passes are shared among the demo's
 * accounts, at least this many each (group purchases).
 */
const MIN_PASSES_PER_HOLDER = 50;

/** The QR code of a pass (registration/pass-token.ts): `P1.` + pass, event, number, MAC. */
function passToken(codeKey, passId, eventId, alternateId) {
  const number = Buffer.alloc(4);
  number.writeUInt32BE(alternateId);
  const uuid = (id) => Buffer.from(id.replaceAll('-', ''), 'hex');
  const body = Buffer.concat([uuid(passId), uuid(eventId), number]);
  const mac = createHmac('sha256', codeKey).update(body).digest().subarray(0, 10);
  return `P1.${Buffer.concat([body, mac]).toString('base64url')}`;
}

/** The organization's code key: derived from its newest signing key (identity/keys.ts). */
async function codeKeyOf(client) {
  const { rows } = await client.query(
    `select kid, private_jwk from signing_keys where organization_id = $1
     order by created_at desc, kid desc limit 1`,
    [DEMO.organizationId],
  );
  if (!rows[0]) throw new Error('the demo organization has no signing key');
  const secret = Buffer.from(String(rows[0].private_jwk.d), 'base64url');
  return Buffer.from(hkdfSync('sha256', secret, rows[0].kid, 'convene signed code v1', 32));
}

/** An event hosted by `hostId`, its pass type and PASSES ready passes, in one transaction. */
async function seedPasses(client, hostId) {
  const eventId = crypto.randomUUID();
  const passTypeId = crypto.randomUUID();
  const start = new Date(Date.now() + 3_600_000);
  await client.query('begin');
  try {
    await client.query(
      `insert into events (id, organization_id, slug, name, status, registration, event_start, event_end, creator_id)
       values ($1, $2, $3, 'Door rush', 'ready', true, $4, $5, $6)`,
      [
        eventId,
        DEMO.organizationId,
        `door-rush-${Date.now()}`,
        start,
        new Date(+start + 7_200_000),
        hostId,
      ],
    );
    await client.query(
      `insert into event_pass_types (id, organization_id, event_id, slug, name, price, supply, sold)
       values ($1, $2, $3, 'door', 'Door pass', 0, $4, $4)`,
      [passTypeId, DEMO.organizationId, eventId, PASSES],
    );
    const { rows: accounts } = await client.query(
      'select id from accounts where organization_id = $1 order by id limit $2',
      [DEMO.organizationId, Math.ceil(PASSES / MIN_PASSES_PER_HOLDER)],
    );
    if (accounts.length === 0) throw new Error('the demo organization has no accounts');
    const perHolder = Math.ceil(PASSES / accounts.length);
    await client.query(
      `insert into event_registrations (id, organization_id, event_id, account_id, status, registered_at)
       select gen_random_uuid(), $1, $2, id, 'registered', now() from unnest($3::uuid[]) as id`,
      [DEMO.organizationId, eventId, accounts.map((row) => row.id)],
    );
    const { rows: passes } = await client.query(
      `insert into event_passes (id, organization_id, event_id, registration_id, pass_type_id, attendee_account_id, status)
       select gen_random_uuid(), $1, $2, r.id, $3, r.account_id, 'ready'
       from event_registrations r, generate_series(1, $4) n
       where r.event_id = $2
       order by r.id, n
       limit $5
       returning id, alternate_id`,
      [DEMO.organizationId, eventId, passTypeId, perHolder, PASSES],
    );
    await client.query('commit');
    await client.query('analyze event_passes');
    return { eventId, passes };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** One keep-alive connection per scanner, as a door's phone keeps one. */
function scanner(server, token, eventId) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = `${server.url}/api/listings/${eventId}/checkin`;
  const headers = {
    organization: DEMO.organizationId,
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  };
  return {
    scan: (passToken) =>
      new Promise((resolve) => {
        const started = performance.now();
        const outgoing = http.request(url, { method: 'POST', headers, agent }, (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('end', () => {
            const text = Buffer.concat(chunks).toString();
            let outcome = null;
            try {
              outcome = JSON.parse(text).data?.outcome ?? null;
            } catch {
              outcome = null;
            }
            resolve({ status: response.statusCode, outcome, ms: performance.now() - started });
          });
        });
        outgoing.on('error', () => resolve({ status: 0, outcome: null, ms: 0 }));
        outgoing.end(JSON.stringify({ token: passToken }));
      }),
    close: () => agent.destroy(),
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** The rush against a running node whose database the bench reaches at `databaseUrl`. */
export async function doorRush(server, databaseUrl) {
  const token = await signIn(server, HOST);
  const host = await selfOf(server, token);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const codeKey = await codeKeyOf(client);
    const { eventId, passes } = await seedPasses(client, host.id);
    const tokens = passes.map((pass) => ({
      passId: pass.id,
      token: passToken(codeKey, pass.id, eventId, pass.alternate_id),
    }));
    // Each pass twice, the two scans a few places apart in the queue: two doors at once.
    const queue = tokens.flatMap((pass, index) => [
      { ...pass, at: index * 2 },
      { ...pass, at: index * 2 + SCANNERS / 2 + 0.5 },
    ]);
    queue.sort((a, b) => a.at - b.at);
    const scanners = Array.from({ length: SCANNERS }, () => scanner(server, token, eventId));
    const results = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      scanners.map(async (door) => {
        while (next < queue.length) {
          const item = queue[next++];
          results.push({ passId: item.passId, ...(await door.scan(item.token)) });
        }
      }),
    );
    const elapsedMs = performance.now() - started;
    for (const door of scanners) door.close();
    const checkIns = new Map();
    for (const result of results) {
      if (result.outcome === 'checkedIn') {
        checkIns.set(result.passId, (checkIns.get(result.passId) ?? 0) + 1);
      }
    }
    const { rows } = await client.query(
      `select count(*)::int as checked_in, count(distinct id)::int as passes
       from event_passes where event_id = $1 and used_at is not null`,
      [eventId],
    );
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
    return {
      passes: PASSES,
      scans: results.length,
      scanners: SCANNERS,
      checkedInRows: rows[0].checked_in,
      checkedInAnswers: [...checkIns.values()].reduce((sum, count) => sum + count, 0),
      doubleCheckIns: [...checkIns.values()].filter((count) => count > 1).length,
      failed: results.filter((result) => result.status !== 200).length,
      scansPerSecond: results.length / (elapsedMs / 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    };
  } finally {
    await client.end();
  }
}

export function doorRushFailed(result) {
  return (
    result.doubleCheckIns > 0 ||
    result.failed > 0 ||
    result.checkedInRows !== result.passes ||
    result.checkedInAnswers !== result.passes
  );
}

export default {
  name: `Door rush (${SCANNERS} scanners, ${PASSES} passes, each scanned twice)`,
  async run(server) {
    const databaseUrl = databaseUrlOf(server);
    if (!databaseUrl) return { skipped: 'needs a PostgreSQL the bench can reach' };
    const result = await doorRush(server, databaseUrl);
    if (doorRushFailed(result)) process.exitCode = 1;
    return {
      requestsPerSecond: result.scansPerSecond,
      p50: result.p50,
      p99: result.p99,
      notes: `${result.checkedInRows} checked in of ${result.passes} (rows), ${result.doubleCheckIns} double check-ins, ${result.failed} failed scans`,
    };
  },
};
