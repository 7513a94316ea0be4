// Uploads do not hold the server: 8 clients stream 50 MB videos to
// POST /api/storage/videos/stream while GET /api/organization is measured. Runs on a node
// of its own (on the server's database; on the embedded default, on a database of its own
// that a first start seeded, so the measured process is not one that just drew the demo's
// images), so its peak resident size (VmHWM) is this scenario's. Targets: p99 < 50 ms,
// peak RSS < 300 MB. The node lets one account run 8 uploads at once (UPLOADS_PER_ACCOUNT):
// the demo seeds one member, and the load on the server is what is measured.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { DEMO, signIn } from '../lib/demo.mjs';
import { startServer } from '../lib/server.mjs';

const CLIENTS = Number(process.env.BENCH_UPLOAD_CLIENTS ?? 8);
const PROBES = 4;

/** The uploads run in a worker thread, so their writing does not delay the probes' timing. */
function uploadInWorker(url, token, index) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('../lib/upload-worker.mjs', import.meta.url), {
      workerData: { url, token, index, organizationId: DEMO.organizationId },
    });
    worker.once('message', (result) => (result.ok ? resolve() : reject(new Error(result.error))));
    worker.once('error', reject);
  });
}

/** The node the uploads go to: on the server's PostgreSQL, or on an embedded one seeded beforehand. */
async function uploadNode(server, label, env) {
  if (server.env.DATABASE_URL)
    return startServer({ label, env: { ...env, DATABASE_URL: server.env.DATABASE_URL } });
  const dataDir = mkdtempSync(join(tmpdir(), 'convene-bench-uploads-'));
  try {
    await (await startServer({ label: `${label} (seeding)`, env, dataDir })).stop();
    const node = await startServer({ label, env, dataDir });
    return {
      ...node,
      async stop() {
        await node.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

/** Resident and peak resident size of a process, in MB (Linux). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return { rss: NaN, peak: NaN };
  }
}

export default {
  name: `GET /api/organization while ${CLIENTS} clients upload 50 MB videos`,
  async run(server) {
    const node = await uploadNode(server, `${server.label} uploads`, {
      UPLOADS_PER_ACCOUNT: String(CLIENTS),
    });
    try {
      const token = await signIn(node);
      const idle = memoryOf(node.pid);
      let latencies = [];
      let uploading = true;
      let failures = 0;
      const probe = async () => {
        while (uploading) {
          const started = performance.now();
          const response = await fetch(`${node.url}/api/organization`, {
            headers: { organization: DEMO.organizationId },
          });
          await response.arrayBuffer();
          if (!response.ok) failures += 1;
          latencies.push(performance.now() - started);
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      };
      // The same probes first without uploads, for comparison on this machine.
      let probes = Array.from({ length: PROBES }, probe);
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      uploading = false;
      await Promise.all(probes);
      const baseline = latencies.sort((a, b) => a - b);
      latencies = [];
      uploading = true;
      probes = Array.from({ length: PROBES }, probe);
      const started = performance.now();
      const uploads = await Promise.allSettled(
        Array.from({ length: CLIENTS }, (_, index) => uploadInWorker(node.url, token, index + 1)),
      );
      const seconds = (performance.now() - started) / 1000;
      uploading = false;
      await Promise.all(probes);
      const { peak } = memoryOf(node.pid);
      const failed = uploads.filter((result) => result.status === 'rejected');
      latencies.sort((a, b) => a - b);
      const p99 = percentile(latencies, 0.99);
      return {
        requestsPerSecond: latencies.length / seconds,
        p50: percentile(latencies, 0.5),
        p99,
        notes: [
          `${CLIENTS - failed.length}/${CLIENTS} uploads in ${seconds.toFixed(1)} s`,
          `p99 without uploads ${percentile(baseline, 0.99).toFixed(1)} ms`,
          `RSS idle ${idle.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB`,
          `target p99 < 50 ms ${p99 < 50 ? 'met' : 'MISSED'}, peak < 300 MB ${peak < 300 ? 'met' : 'MISSED'}`,
          ...(failures ? [`${failures} failed probes`] : []),
          ...failed.slice(0, 1).map((result) => result.reason.message),
        ].join('; '),
      };
    } finally {
      await node.stop();
    }
  },
};
