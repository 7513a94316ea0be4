// A crowd of members, each with a session of its own. The other signed-in scenarios send one
// token, which the node's token caches (packages/server/src/identity/authenticate.ts: the
// verified tokens and what each speaks for, at most 10,000 of each) hold after its first
// request. Here access tokens minted as a refresh mints them (each a new token, as a sign-in
// gives) read the feed once each, BENCH_SOAK_VISITORS at a time, so every request brings a
// token the node has not seen: first as many as the caches keep (the fill), then
// BENCH_CROWD_SESSIONS more in three thirds. Reports errors, the node's RSS after the fill
// and after each third (a leak climbs third after third; bounded caches stay level, give or
// take the garbage V8 has not collected yet), and CPU per request of the node's process tree:
// what a member's first read of a session costs (on the PostgreSQL node, the node alone).
import { DEMO, initiateAuth } from '../lib/demo.mjs';
import { QUICK } from '../lib/options.mjs';
import { crowd, inThirds, THIRDS } from '../lib/soak.mjs';

/** The sessions the token caches keep (VERIFIED_TOKEN_MAX in identity/verified-token-cache.ts). */
const FILL = 10_000;
const SESSIONS = Number(process.env.BENCH_CROWD_SESSIONS ?? (QUICK ? 6_000 : 20_000));
const CLIENTS = Number(process.env.BENCH_SOAK_VISITORS ?? 10);
const FEED = '/api/activities?pageSize=10';

/** `count` access tokens of the demo member, each new: one sign-in, then refreshes. */
async function sessions(server, count) {
  const { RefreshToken } = await initiateAuth(server, {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: DEMO.email, PASSWORD: DEMO.password },
  });
  const tokens = new Array(count);
  let next = 0;
  const mint = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      tokens[index] = (
        await initiateAuth(server, {
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: RefreshToken },
        })
      ).AccessToken;
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, mint));
  return tokens;
}

export default {
  name: 'A crowd of members, a new session per request (the feed)',
  async run(server) {
    const third = Math.floor(SESSIONS / THIRDS);
    const tokens = await sessions(server, FILL + third * THIRDS);
    /** Each of `count` sessions from the `first`th reads the feed once. */
    const read = (first, count) =>
      crowd(server.url, [FEED], count, {
        clients: CLIENTS,
        headers: (index) => ({
          authorization: tokens[first + index],
          organization: DEMO.organizationId,
        }),
      });
    const fill = await read(0, FILL);
    const measured = await inThirds(server.pid, third, (round) =>
      read(FILL + round * third, third),
    );
    return {
      scenario: `GET ${FEED}, each with a token of its own`,
      p50: measured.p50,
      notes:
        `${FILL} + ${third * THIRDS} sessions at ${CLIENTS} clients, ` +
        `${fill.errors + measured.errors} errors; RSS after the fill and each third ` +
        `${measured.rss}; CPU ${measured.cpuMs.toFixed(2)} ms/request (the node's process tree)`,
    };
  },
};
