// Socket fan-out: N sockets of one account on a node running on Redis; a message published
// on the account's topic (as another node would) must reach all N. Measures the time until
// the last socket has it, per message.
import { performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import { DEMO, selfOf, signIn } from '../lib/demo.mjs';
import { DURATION_SECONDS } from '../lib/http.mjs';
import { accountChannel, BENCH_REDIS_URL, connectRedis, REDIS_ENV } from '../lib/redis.mjs';
import { startServer } from '../lib/server.mjs';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 200);
const WAIT_LIMIT_MS = 15_000;

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

export default {
  name: `socket fan-out, ${SOCKETS} sockets of one account`,
  once: true,
  async run() {
    const redis = await connectRedis();
    if (!redis) return { skipped: `no Redis at ${BENCH_REDIS_URL} (set BENCH_REDIS_URL)` };
    const node = await startServer({
      label: 'fan-out node',
      // One account's sockets past the default cap (LIVE_SOCKETS_PER_ACCOUNT, 20).
      env: { ...REDIS_ENV, LIVE_SOCKETS_PER_ACCOUNT: String(SOCKETS) },
    });
    const sockets = [];
    try {
      const token = await signIn(node);
      const self = await selfOf(node, token);
      const channel = accountChannel(DEMO.organizationId, self.id);
      const query = new URLSearchParams({
        organization: DEMO.organizationId,
        authorization: token,
      });
      const socketUrl = `${node.url.replace(/^http/, 'ws')}/api/ws?${query}`;

      // Per round, how many sockets have its message, and who waits for the last one.
      const received = new Map();
      let probed = new Set();
      let waiting;
      const onMessage = (index) => (text) => {
        const message = JSON.parse(text);
        if (message.type === 'bench-probe') probed.add(index);
        if (message.type !== 'bench') return;
        const count = (received.get(message.body.round) ?? 0) + 1;
        received.set(message.body.round, count);
        if (count === SOCKETS && waiting?.round === message.body.round) waiting.resolve();
      };
      for (let index = 0; index < SOCKETS; index += 1)
        sockets.push(await openSocket(socketUrl, onMessage(index)));

      // Subscriptions are confirmed asynchronously: probe until every socket hears one.
      const probeDeadline = Date.now() + WAIT_LIMIT_MS;
      while (probed.size < SOCKETS) {
        if (Date.now() > probeDeadline) throw new Error(`only ${probed.size} sockets subscribed`);
        await redis.publish(channel, JSON.stringify({ type: 'bench-probe', body: null }));
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      probed = new Set();

      const timings = [];
      const started = performance.now();
      for (let round = 0; performance.now() - started < DURATION_SECONDS * 1000; round += 1) {
        const delivered = new Promise((resolve, reject) => {
          const timer = setTimeout(
            () => reject(new Error(`round ${round}: ${received.get(round) ?? 0} of ${SOCKETS}`)),
            WAIT_LIMIT_MS,
          );
          waiting = {
            round,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          };
        });
        const sentAt = performance.now();
        await redis.publish(channel, JSON.stringify({ type: 'bench', body: { round } }));
        await delivered;
        timings.push(performance.now() - sentAt);
      }
      const elapsedSeconds = (performance.now() - started) / 1000;
      const sorted = [...timings].sort((a, b) => a - b);
      return {
        server: 'embedded PostgreSQL + Redis',
        requestsPerSecond: (timings.length * SOCKETS) / elapsedSeconds,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        notes: `${timings.length} messages × ${SOCKETS} sockets; req/s = deliveries/s, ms = publish → last socket`,
      };
    } finally {
      for (const socket of sockets) socket.terminate();
      redis.disconnect();
      await node.stop();
    }
  },
};
