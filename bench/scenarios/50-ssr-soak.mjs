// Server-rendered pages under a crowd: thousands of page views at BENCH_SOAK_VISITORS
// concurrent visitors across an event page, /events and /activities (anonymous, as a browser
// asks: gzip accepted), then signed-in views of /activities (a request carrying credentials
// is never answered from the page cache: each one renders). Reports errors, the node's RSS
// after warm-up and at the end, and CPU per view of the node's process tree (the node and its
// embedded PostgreSQL) over a bare Fastify serving the same HTML the same number of times.
import { startBare } from '../lib/bare.mjs';
import { DEMO, signIn } from '../lib/demo.mjs';
import { QUICK } from '../lib/options.mjs';
import { rssMb } from '../lib/proc.mjs';
import { cpuPerRequest, crowd as crowdOf } from '../lib/soak.mjs';

const EVENT = 'harbour-talks-boats-of-the-north';
const VISITORS = Number(process.env.BENCH_SOAK_VISITORS ?? 10);
const ANONYMOUS_VIEWS = Number(process.env.BENCH_SOAK_VIEWS ?? (QUICK ? 600 : 1200));
const SIGNED_IN_VIEWS = Math.round(ANONYMOUS_VIEWS / 4);
const WARM_UP_VIEWS = 60;

/** `views` GETs spread over `paths`, `VISITORS` at a time, as a browser asks. */
const crowd = (base, paths, views, headers = {}) =>
  crowdOf(base, paths, views, { clients: VISITORS, headers });

async function soak(server, name, paths, views, headers) {
  await crowd(server.url, paths, WARM_UP_VIEWS, headers);
  const rssAfterWarmUp = rssMb(server.pid);
  const measured = await cpuPerRequest(
    server.pid,
    () => crowd(server.url, paths, views, headers),
    views,
  );
  const rssAtEnd = rssMb(server.pid);
  // The floor: a bare Fastify serving the same HTML (uncompressed) as often.
  const pages = [];
  for (const path of paths) {
    const response = await fetch(`${server.url}${path}`, { headers });
    pages.push({ path: path.split('?')[0], body: await response.text() });
  }
  const bare = await startBare(pages);
  let floor;
  try {
    await crowd(bare.url, paths, WARM_UP_VIEWS);
    floor = await cpuPerRequest(bare.pid, () => crowd(bare.url, paths, views), views);
  } finally {
    await bare.stop();
  }
  return {
    name,
    p50: measured.p50,
    notes:
      `${views} views at ${VISITORS} visitors, ${measured.errors} errors; ` +
      `RSS ${rssAfterWarmUp.toFixed(0)} → ${rssAtEnd.toFixed(0)} MB ` +
      `(${rssAtEnd - rssAfterWarmUp >= 0 ? '+' : ''}${(rssAtEnd - rssAfterWarmUp).toFixed(0)}); ` +
      `CPU ${measured.cpuMs.toFixed(2)} ms/view (node + database) vs bare ` +
      `${floor.cpuMs.toFixed(2)} ms (× ${(measured.cpuMs / Math.max(floor.cpuMs, 0.01)).toFixed(1)})`,
    errors: measured.errors,
    cpuMsPerView: measured.cpuMs,
  };
}

export default {
  name: 'SSR soak: page views at a crowd (anonymous and signed in)',
  once: true,
  async run(server) {
    const event = await soak(
      server,
      `GET /events/${EVENT} (anonymous)`,
      [`/events/${EVENT}`],
      ANONYMOUS_VIEWS,
    );
    const mixed = await soak(
      server,
      'event page, /events, /activities (anonymous)',
      [`/events/${EVENT}`, '/events', '/activities'],
      ANONYMOUS_VIEWS,
    );
    const token = await signIn(server);
    const signedIn = await soak(
      server,
      'GET /activities (signed in: rendered every time)',
      ['/activities'],
      SIGNED_IN_VIEWS,
      { authorization: token, organization: DEMO.organizationId },
    );
    return [event, mixed, signedIn].map(({ name, p50, notes }) => ({ scenario: name, p50, notes }));
  },
};
