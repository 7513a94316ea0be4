// `node bench/ticket-rush.mjs`: a ticket rush on PostgreSQL. Starts the built
// server on a fresh database (BENCH_DATABASE_URL, by default the local PostgreSQL), makes an
// event whose one pass type has a supply of RUSH_SUPPLY (500), RUSH_BUYERS (2,000) accounts
// with an address each, then lets every buyer at once go through the real HTTP API: the cart
// (POST …/registration/passes), the intent (GET …/registration/intent) and the capture on the
// test gateway (POST /organization/intents/{id}/capture). Prints sold, oversold, 5xx and the
// sell rate in passes per minute; exits 1 when anything is oversold, undersold or a 5xx.
//
// Exported as a bench scenario too (`default { name, once, run }`), so that scripts/bench.mjs
// can run it beside the others (it then uses that run's PostgreSQL server).
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { ensureServerBuilt } from './lib/build.mjs';
import { DEMO, signIn } from './lib/demo.mjs';
import { createBenchDatabase, reachablePostgres } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';

const BUYERS = Number(process.env.RUSH_BUYERS ?? 2000);
const SUPPLY = Number(process.env.RUSH_SUPPLY ?? 500);
const PRICE = 2500;
const SETUP_CONCURRENCY = 32;
const ADMIN = { ...DEMO, email: 'host@example.com' };

/** Runs `work` over `items`, `limit` at a time. */
async function inBatches(items, limit, work) {
  const results = new Array(items.length);
  let next = 0;
  async function lane() {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index], index);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/**
 * Requests over keep-alive sockets, at most RUSH_SOCKETS (256) at once: every buyer runs at
 * the same time, their requests wait for a socket as behind a load balancer's pool (2,000
 * connections opened in one instant would measure the kernel's accept queue instead).
 */
const agent = new http.Agent({
  keepAlive: true,
  maxSockets: Number(process.env.RUSH_SOCKETS ?? 256),
});

function request(url, { method, headers, body }) {
  return new Promise((resolve) => {
    const outgoing = http.request(url, { method, headers, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, text: Buffer.concat(chunks).toString() }),
      );
      response.on('error', (error) => resolve({ status: 0, text: error.message }));
    });
    outgoing.on('error', (error) => resolve({ status: 0, text: error.message }));
    outgoing.end(body);
  });
}

function api(server, token) {
  return async (method, path, { body, account } = {}) => {
    const response = await request(`${server.url}/api${path}`, {
      method,
      headers: {
        organization: DEMO.organizationId,
        authorization: `Bearer ${token}`,
        ...(account ? { executeas: account } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    let parsed = null;
    try {
      parsed = response.text ? JSON.parse(response.text) : null;
    } catch {
      parsed = response.text;
    }
    return { status: response.status, body: parsed };
  };
}

async function ok(call, ...args) {
  const response = await call(...args);
  if (response.status !== 200) {
    throw new Error(`${args[0]} ${args[1]}: ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body.data;
}

/** The event and its pass type, written straight into the database (no listing tools yet). */
async function createEvent(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const eventId = crypto.randomUUID();
    const passTypeId = crypto.randomUUID();
    const start = new Date(Date.now() + 30 * 86_400_000);
    await client.query(
      `insert into events (id, organization_id, slug, name, status, registration, event_start, event_end)
       values ($1, $2, $3, 'Ticket rush', 'ready', true, $4, $5)`,
      [
        eventId,
        DEMO.organizationId,
        `ticket-rush-${Date.now()}`,
        start,
        new Date(start.getTime() + 3_600_000),
      ],
    );
    await client.query(
      `insert into event_pass_types (id, organization_id, event_id, slug, name, price, supply)
       values ($1, $2, $3, 'rush', 'Rush pass', $4, $5)`,
      [passTypeId, DEMO.organizationId, eventId, PRICE, SUPPLY],
    );
    return { eventId, passTypeId };
  } finally {
    await client.end();
  }
}

async function countersOf(databaseUrl, eventId, passTypeId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: counters } = await client.query(
      'select supply, sold, reserved from event_pass_types where id = $1',
      [passTypeId],
    );
    const { rows: passes } = await client.query(
      "select count(*)::int as ready from event_passes where event_id = $1 and status = 'ready'",
      [eventId],
    );
    return { ...counters[0], ready: passes[0].ready };
  } finally {
    await client.end();
  }
}

const STEP_NAMES = ['cart', 'intent', 'capture'];

/**
 * What the database's sessions wait on during the rush: pg_stat_activity sampled every
 * 100 ms, active sessions by wait event (`Lock:transactionid` is a row lock, `Client:
 * ClientRead` an open transaction waiting for the node's next statement, `cpu` none).
 */
function sampleWaits(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  const waits = new Map();
  let samples = 0;
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const { rows } = await client.query(
        `select coalesce(wait_event_type || ':' || wait_event, 'cpu') as wait, state, count(*)::int as n
         from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'
         group by 1, 2`,
      );
      samples += 1;
      for (const row of rows) {
        const key = `${row.state} ${row.wait}`;
        waits.set(key, (waits.get(key) ?? 0) + row.n);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await client.end();
  })();
  return async () => {
    stopped = true;
    await done;
    return [...waits.entries()]
      .map(([wait, total]) => ({ wait, sessions: total / Math.max(samples, 1) }))
      .sort((a, b) => b.sessions - a.sessions)
      .slice(0, 6);
  };
}

/** Median and p99 of each step's latency, for the steps that succeeded and those refused. */
function stepTimes(results) {
  const byStep = new Map();
  for (const step of results.flatMap((result) => result.steps)) {
    const key = `${step.name} ${step.status}`;
    byStep.set(key, [...(byStep.get(key) ?? []), step.ms]);
  }
  return [...byStep.entries()].map(([step, times]) => {
    times.sort((a, b) => a - b);
    const at = (p) => Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]);
    return { step, count: times.length, p50: at(0.5), p99: at(0.99) };
  });
}

/** One buyer's whole purchase: cart, intent, capture. What happened, and when it was sold. */
async function buy(call, buyer, event) {
  const cart = `/self/events/${event.eventId}/registration`;
  const statuses = [];
  const steps = [];
  const step = async (method, path, body) => {
    const started = performance.now();
    const response = await call(method, path, { body, account: buyer.accountId });
    statuses.push(response.status);
    steps.push({
      name: STEP_NAMES[steps.length],
      status: response.status,
      ms: performance.now() - started,
    });
    return response;
  };
  const held = await step('POST', `${cart}/passes`, { passes: [{ ticketId: event.passTypeId }] });
  if (held.status !== 200) return { statuses, steps, sold: false };
  const intent = await step(
    'GET',
    `${cart}/intent?addressId=${buyer.addressId}&termsAccepted=true`,
  );
  if (intent.status !== 200) return { statuses, steps, sold: false };
  const captured = await step('POST', `/organization/intents/${intent.body.data.id}/capture`, {
    nonce: 'tok_test_visa',
  });
  return { statuses, steps, sold: captured.status === 200, soldAt: performance.now() };
}

/** The rush against a running server on PostgreSQL (`databaseUrl` is its database). */
export async function ticketRush(server, databaseUrl) {
  const token = await signIn(server, ADMIN);
  const call = api(server, token);
  await ok(call, 'PUT', '/organization/payment-integrations/test', {
    body: { enabled: true, default: true },
  });
  const event = await createEvent(databaseUrl);
  console.log(`  ${BUYERS} buyers (accounts and addresses) …`);
  const tag = Date.now().toString(36);
  const buyers = await inBatches([...Array(BUYERS).keys()], SETUP_CONCURRENCY, async (index) => {
    const self = await ok(call, 'POST', '/login/account', {
      body: { account: { username: `rush-${tag}-${index}` } },
    });
    const address = await ok(call, 'POST', '/self/addresses', {
      account: self.id,
      body: {
        name: 'Home',
        address1: '1 Rush Road',
        city: 'Portland',
        state: 'ME',
        country: 'US',
        zip: '04101',
      },
    });
    return { accountId: self.id, addressId: address.id };
  });

  console.log(`  the rush: ${BUYERS} buyers at once for ${SUPPLY} passes …`);
  const stopSampling = sampleWaits(databaseUrl);
  const started = performance.now();
  const results = await Promise.all(buyers.map((buyer) => buy(call, buyer, event)));
  const elapsedMs = performance.now() - started;
  const waits = await stopSampling();
  const soldTimes = results
    .filter((result) => result.sold)
    .map((result) => result.soldAt - started);
  const lastSaleMs = Math.max(...soldTimes, 1);
  const statuses = results.flatMap((result) => result.statuses);
  const counters = await countersOf(databaseUrl, event.eventId, event.passTypeId);
  return {
    buyers: BUYERS,
    supply: SUPPLY,
    sold: counters.sold,
    readyPasses: counters.ready,
    captures: soldTimes.length,
    oversold: Math.max(0, counters.sold - SUPPLY, counters.ready - SUPPLY),
    stillHeld: counters.reserved,
    serverErrors: statuses.filter((status) => status >= 500).length,
    networkErrors: statuses.filter((status) => status === 0).length,
    refused409: statuses.filter((status) => status === 409).length,
    requests: statuses.length,
    elapsedSeconds: elapsedMs / 1000,
    passesPerMinute: (soldTimes.length / lastSaleMs) * 60_000,
    steps: stepTimes(results),
    waits,
  };
}

function print(result) {
  const rows = [
    ['buyers', result.buyers],
    ['supply', result.supply],
    ['sold (counter)', result.sold],
    ['ready passes', result.readyPasses],
    ['captures', result.captures],
    ['oversold', result.oversold],
    ['still held', result.stillHeld],
    ['5xx', result.serverErrors],
    ['network errors', result.networkErrors],
    ['409 (sold out)', result.refused409],
    ['requests', result.requests],
    ['rush took', `${result.elapsedSeconds.toFixed(1)} s`],
    ['passes per minute', Math.round(result.passesPerMinute).toLocaleString('en-US')],
  ];
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log('\nTicket rush on PostgreSQL\n');
  for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
  console.log('\n  step (status)         count     p50 ms     p99 ms');
  for (const step of result.steps) {
    console.log(
      `  ${step.step.padEnd(20)} ${String(step.count).padStart(6)} ${String(step.p50).padStart(10)} ${String(step.p99).padStart(10)}`,
    );
  }
  console.log('\n  database sessions, average over the rush, by what they wait on');
  for (const wait of result.waits) {
    console.log(`  ${wait.wait.padEnd(40)} ${wait.sessions.toFixed(1).padStart(6)}`);
  }
  console.log('');
}

export function rushFailed(result) {
  return (
    result.oversold > 0 ||
    result.serverErrors > 0 ||
    result.networkErrors > 0 ||
    result.sold !== result.supply
  );
}

export default {
  name: `Ticket rush (${BUYERS} buyers, ${SUPPLY} passes)`,
  async run(server) {
    const databaseUrl = server.env.DATABASE_URL;
    if (!databaseUrl) return { skipped: 'needs the PostgreSQL server' };
    const result = await ticketRush(server, databaseUrl);
    return {
      requestsPerSecond: result.requests / result.elapsedSeconds,
      notes: `${result.sold} sold of ${result.supply}, ${result.oversold} oversold, ${result.serverErrors} 5xx, ${Math.round(result.passesPerMinute)} passes/min`,
    };
  },
};

async function main() {
  const adminUrl = await reachablePostgres();
  if (!adminUrl) {
    console.log('The ticket rush needs PostgreSQL (BENCH_DATABASE_URL): skipped.');
    return;
  }
  ensureServerBuilt();
  const database = await createBenchDatabase(adminUrl);
  let server;
  try {
    console.log(`Starting the server on PostgreSQL (database ${database.name}) …`);
    server = await startServer({ label: 'PostgreSQL', env: { DATABASE_URL: database.url } });
    const result = await ticketRush(server, database.url);
    print(result);
    if (rushFailed(result)) process.exitCode = 1;
  } finally {
    agent.destroy();
    await server?.stop();
    await database.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
