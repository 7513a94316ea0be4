// The platform's search and the organizer dashboard under a long run: thousands of
// `GET /api/search?q=…` (each a different query, in four languages) and of
// `GET /api/self/host/dashboard`, signed in as the demo host, BENCH_SOAK_VISITORS at a time.
// Reports errors, the node's RSS after a warm-up and after each third of the run (a leak
// climbs third after third; a warm node levels off) and CPU per request of the node's
// process tree (the node and its embedded PostgreSQL).
import { DEMO, signIn } from '../lib/demo.mjs';
import { QUICK } from '../lib/options.mjs';
import { crowd, inThirds, THIRDS } from '../lib/soak.mjs';

const HOST = { ...DEMO, email: 'host@example.com' };
const CLIENTS = Number(process.env.BENCH_SOAK_VISITORS ?? 10);
const REQUESTS = Number(process.env.BENCH_SOAK_REQUESTS ?? (QUICK ? 3000 : 6000));
const WARM_UP_REQUESTS = 150;

/** Words of the demo's events, groups, posts and people, and four readers' languages. */
const WORDS = ['harbour', 'boats', 'ceramics', 'studio', 'sailing', 'maker', 'fair', 'jazz'];
const MORE = ['night', 'talks', 'north', 'spring', 'open', 'coffee', 'garden', 'weekend'];
const LOCALES = ['en', 'es', 'fr', 'ja'];

/**
 * The `index`th search: a word and the start of another, in turn over some 400 queries (a
 * cache keyed by the words would grow with them), every third one on the events tab.
 */
function searchPath(index) {
  const word = WORDS[index % WORDS.length];
  const other = MORE[Math.floor(index / WORDS.length) % MORE.length];
  const typed = other.slice(0, 1 + (Math.floor(index / 64) % other.length));
  const type = index % 3 === 0 ? '&type=events' : '';
  return `/api/search?q=${encodeURIComponent(`${word} ${typed}`)}${type}`;
}

/** A path or headers as `crowd` takes them, counting requests on from `done`. */
const after = (done, value) =>
  typeof value === 'function' ? (index) => value(done + index) : value;

async function soak(server, name, path, headers) {
  await crowd(server.url, [path], WARM_UP_REQUESTS, { clients: CLIENTS, headers });
  const third = Math.round(REQUESTS / THIRDS);
  const measured = await inThirds(server.pid, third, (round) => {
    const done = WARM_UP_REQUESTS + round * third;
    return crowd(server.url, [after(done, path)], third, {
      clients: CLIENTS,
      headers: after(done, headers),
    });
  });
  return {
    scenario: name,
    p50: measured.p50,
    notes:
      `${third * THIRDS} requests at ${CLIENTS} clients, ${measured.errors} errors; ` +
      `RSS ${measured.rss}; CPU ${measured.cpuMs.toFixed(2)} ms/request (node + database)`,
  };
}

export default {
  name: 'Search and organizer dashboard soak (signed in as the host)',
  async run(server) {
    const token = await signIn(server, HOST);
    const headers = { authorization: token, organization: DEMO.organizationId };
    const search = await soak(
      server,
      'GET /api/search (a new query each time, in 4 languages)',
      searchPath,
      (index) => ({ ...headers, locale: LOCALES[index % LOCALES.length] }),
    );
    const dashboard = await soak(
      server,
      'GET /api/self/host/dashboard',
      '/api/self/host/dashboard',
      headers,
    );
    return [search, dashboard];
  },
};
