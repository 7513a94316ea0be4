// The signed-in feed as the data grows: the demo's posts copied to 10× and 100× (older than
// the demo's, so the page read is the same), measured like 20-feed after each growth. Runs
// last among the feed rows: the node keeps the grown data. Needs the node's database
// reachable (external or embedded PostgreSQL); PGlite is skipped.
import { databaseUrlOf, demoActivityScaler } from '../lib/database.mjs';
import { SCALES } from '../lib/options.mjs';
import { FEED_PATH, feedHeaders } from './20-feed.mjs';

export default {
  name: 'GET /api/activities (feed, signed in) at scale',
  async run(server, { measure }) {
    const larger = SCALES.filter((scale) => scale > 1);
    if (larger.length === 0) return { skipped: 'BENCH_SCALES has no scale above 1' };
    const url = databaseUrlOf(server);
    if (!url) return { skipped: 'the database is not reachable from the bench (PGlite)' };
    const scaler = await demoActivityScaler(url);
    const headers = await feedHeaders(server);
    const rows = [];
    for (const scale of larger) {
      const posts = await scaler.grow(scale);
      rows.push(
        ...(await measure({
          name: `GET /api/activities (feed, signed in) ${scale}×`,
          path: FEED_PATH,
          headers,
          notes: `${posts} posts`,
        })),
      );
    }
    return rows;
  },
};
