// Thread fan-out: BENCH_THREAD_SOCKETS (1,000) accounts, each with a
// socket, members of one thread, the sockets split between two server processes on one
// PostgreSQL database joined by the machine's Redis. Two measures, through the real API:
//
// 1. fan-out: messages posted one after the other (half to each node); for each, the time
//    from sending the POST to its arrival on every socket: p50/p99 over every delivery,
//    and the messages lost (a socket that never got one within 15 s);
// 2. burst: BENCH_THREAD_BURST (200) messages in one second, one every 5 ms without waiting
//    for the answers, to one node: every socket must receive all of them, in the thread's
//    order (its catch-up list, `GET …/messages?after=`, read after the burst).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { DEMO, signIn } from '../lib/demo.mjs';
import { createBenchDatabase, reachablePostgres } from '../lib/postgres.mjs';
import { BENCH_REDIS_URL, busChannel, connectRedis, REDIS_ENV } from '../lib/redis.mjs';
import { startServer } from '../lib/server.mjs';

const SOCKETS = Number(process.env.BENCH_THREAD_SOCKETS ?? 1000);
const FANOUT_MESSAGES = Number(process.env.BENCH_THREAD_MESSAGES ?? 50);
const BURST = Number(process.env.BENCH_THREAD_BURST ?? 200);
const BURST_SECONDS = 1;
const WAIT_LIMIT_MS = 15_000;
const SETUP_CONCURRENCY = 32;
const CREATE_MEMBERS_MAX = 500;

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function request(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: response.statusCode, body: text ? JSON.parse(text) : null });
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

function api(node, token) {
  return async (method, path, body, expected = [200, 201]) => {
    const response = await request(`${node.url}/api${path}`, {
      method,
      headers: { organization: DEMO.organizationId, authorization: `Bearer ${token}` },
      body,
    });
    if (!expected.includes(response.status))
      throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body;
  };
}

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

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

function openSocket(url, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.once('open', () => resolve(socket));
    socket.once('error', reject);
    socket.on('message', (data) => onMessage(String(data)));
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function bench(redis, nodes, token) {
  const [nodeA, nodeB] = nodes;
  const callA = api(nodeA, token);
  const callB = api(nodeB, token);

  console.log(`  ${SOCKETS} accounts …`);
  const tag = Date.now().toString(36);
  const accounts = await inBatches([...Array(SOCKETS).keys()], SETUP_CONCURRENCY, (index) =>
    callA('POST', '/login/account', { account: { username: `fan-${tag}-${index}` } }).then(
      (body) => body.data.id,
    ),
  );
  const thread = (
    await callA('POST', '/threads', {
      thread: { name: `Fan-out ${tag}`, access: 'private' },
      accountIds: accounts.slice(0, CREATE_MEMBERS_MAX),
    })
  ).data;
  await inBatches(accounts.slice(CREATE_MEMBERS_MAX), SETUP_CONCURRENCY, (accountId) =>
    callA('POST', `/threads/${thread.id}/members/${accountId}`, { role: 'member' }),
  );

  // Per socket: what arrived (bodies, in order) and when; who waits for a body.
  const arrivals = accounts.map(() => []);
  const probed = new Set();
  const waiters = new Map();
  const onMessage = (index) => (text) => {
    const at = performance.now();
    const message = JSON.parse(text);
    if (message.type === 'bench-probe') {
      probed.add(index);
      return;
    }
    if (message.type !== 'thread.message.created') return;
    const body = message.body.message.body;
    arrivals[index].push({ body, id: message.body.message.id, at });
    waiters.get(body)?.(index);
  };
  console.log(`  ${SOCKETS} sockets, half on each node …`);
  const sockets = await inBatches(accounts, SETUP_CONCURRENCY, (accountId, index) => {
    const node = index % 2 === 0 ? nodeA : nodeB;
    const query = new URLSearchParams({
      organization: DEMO.organizationId,
      authorization: token,
      executeas: accountId,
    });
    return openSocket(`${node.url.replace(/^http/, 'ws')}/api/ws?${query}`, onMessage(index));
  });
  try {
    // Subscriptions are confirmed asynchronously: probe the organization's topic until all hear.
    const probeDeadline = Date.now() + WAIT_LIMIT_MS;
    while (probed.size < SOCKETS) {
      if (Date.now() > probeDeadline) throw new Error(`only ${probed.size} sockets subscribed`);
      await redis.publish(
        busChannel(`org:${DEMO.organizationId}`),
        JSON.stringify({ type: 'bench-probe', body: null }),
      );
      await sleep(50);
    }

    console.log(`  fan-out: ${FANOUT_MESSAGES} messages …`);
    const latencies = [];
    let lost = 0;
    const lastSocket = [];
    const answered = [];
    for (let round = 0; round < FANOUT_MESSAGES; round += 1) {
      const body = `fan-out ${round}`;
      const got = new Set();
      const all = new Promise((resolve) => {
        const timer = setTimeout(resolve, WAIT_LIMIT_MS);
        waiters.set(body, (index) => {
          got.add(index);
          if (got.size === SOCKETS) {
            clearTimeout(timer);
            resolve();
          }
        });
      });
      const sentAt = performance.now();
      await (round % 2 === 0 ? callA : callB)('POST', `/threads/${thread.id}/messages`, { body });
      answered.push(performance.now() - sentAt);
      await all;
      waiters.delete(body);
      lost += SOCKETS - got.size;
      let last = 0;
      for (const list of arrivals) {
        const arrival = list.find((item) => item.body === body);
        if (!arrival) continue;
        latencies.push(arrival.at - sentAt);
        last = Math.max(last, arrival.at - sentAt);
      }
      lastSocket.push(last);
    }
    const sorted = latencies.sort((a, b) => a - b);
    const lastSorted = lastSocket.sort((a, b) => a - b);
    const answeredSorted = answered.sort((a, b) => a - b);

    console.log(`  burst: ${BURST} messages in ${BURST_SECONDS} s …`);
    for (const list of arrivals) list.length = 0;
    const before = (await callA('GET', `/threads/${thread.id}/messages?pageSize=1`)).data[0].id;
    const burstBodies = new Set(Array.from({ length: BURST }, (_, i) => `burst ${i}`));
    let complete = 0;
    const everyone = new Promise((resolve) => {
      const timer = setTimeout(resolve, WAIT_LIMIT_MS * 2);
      const counts = new Map();
      for (const body of burstBodies)
        waiters.set(body, (index) => {
          const count = (counts.get(index) ?? 0) + 1;
          counts.set(index, count);
          if (count === BURST) complete += 1;
          if (complete === SOCKETS) {
            clearTimeout(timer);
            resolve();
          }
        });
    });
    const burstStarted = performance.now();
    const posts = [];
    for (let i = 0; i < BURST; i += 1) {
      const due = burstStarted + (i * BURST_SECONDS * 1000) / BURST;
      const wait = due - performance.now();
      if (wait > 1) await sleep(wait);
      posts.push(callA('POST', `/threads/${thread.id}/messages`, { body: `burst ${i}` }));
    }
    const sendSeconds = (performance.now() - burstStarted) / 1000;
    const answers = await Promise.all(posts);
    await everyone;
    const burstMs = performance.now() - burstStarted;
    // The thread's own order: its catch-up list after the message before the burst.
    const stored = [];
    let after = before;
    while (after) {
      const page = await callA('GET', `/threads/${thread.id}/messages?after=${after}&pageSize=100`);
      stored.push(...page.data.map((message) => message.id));
      after = page.cursor;
    }
    const received = arrivals.filter((list) => list.length === BURST).length;
    const inOrder = arrivals.filter(
      (list) =>
        list.length === stored.length && list.every((item, index) => item.id === stored[index]),
    ).length;
    const sentOrder = answers.map((answer) => answer.data.id);
    const postedInSendOrder = sentOrder.every((id, index) => id === stored[index]);
    return [
      {
        server: '2 nodes, PostgreSQL + Redis',
        requestsPerSecond: undefined,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        notes:
          `${FANOUT_MESSAGES} messages × ${SOCKETS} sockets, ${lost} lost; ms = POST sent → ` +
          `socket got it (every delivery); last socket p50 ${percentile(lastSorted, 0.5).toFixed(1)} ` +
          `p99 ${percentile(lastSorted, 0.99).toFixed(1)} ms; POST answered p50 ` +
          `${percentile(answeredSorted, 0.5).toFixed(1)} ms; goal p99 < 100 ms: ` +
          (percentile(sorted, 0.99) < 100 && lost === 0 ? 'met' : 'NOT met'),
      },
      {
        scenario: `thread burst, ${BURST} messages in ${BURST_SECONDS} s to ${SOCKETS} sockets`,
        server: '2 nodes, PostgreSQL + Redis',
        requestsPerSecond: (BURST * SOCKETS) / (burstMs / 1000),
        notes:
          `sent in ${sendSeconds.toFixed(2)} s; ${received}/${SOCKETS} sockets got all ${BURST}, ` +
          `${inOrder}/${SOCKETS} in the thread's order (stored ${stored.length}); all delivered after ` +
          `${(burstMs / 1000).toFixed(2)} s; answers in send order: ${postedInSendOrder ? 'yes' : 'no'}; ` +
          `req/s = deliveries/s` +
          (received === SOCKETS && inOrder === SOCKETS ? '' : '; failed: lost or out of order'),
      },
    ];
  } finally {
    for (const socket of sockets) socket.terminate();
  }
}

export default {
  name: `thread fan-out, ${SOCKETS} sockets in one thread on 2 nodes`,
  once: true,
  async run() {
    const redis = await connectRedis();
    if (!redis) return { skipped: `no Redis at ${BENCH_REDIS_URL} (set BENCH_REDIS_URL)` };
    const postgres = await reachablePostgres();
    if (!postgres) {
      redis.disconnect();
      return { skipped: 'two nodes share one database: needs PostgreSQL (BENCH_DATABASE_URL)' };
    }
    const database = await createBenchDatabase(postgres);
    const nodes = [];
    try {
      // One PUBLIC_URL for both, as behind a load balancer: the tokens' issuer is the same.
      const env = {
        DATABASE_URL: database.url,
        ...REDIS_ENV,
        PUBLIC_URL: 'http://127.0.0.1:3600',
      };
      nodes.push(await startServer({ label: 'thread node A', env }));
      nodes.push(await startServer({ label: 'thread node B', env }));
      const token = await signIn(nodes[0]);
      return await bench(redis, nodes, token);
    } finally {
      for (const node of nodes) await node.stop();
      redis.disconnect();
      agent.destroy();
      await database.drop();
    }
  },
};
