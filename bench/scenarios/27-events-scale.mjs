// The events list and an event's page as the data grows: the demo's events (with their pass
// types) copied to 10× and 100×, every copy ended before the demo's own, so the upcoming page
// and the event read the same rows from a larger table; measured like 24-events after each
// growth, anonymous (a shared answer, decision 0075) and signed in (the member's marks and
// page of events read on every request, the cards shared: decision 0078). Runs after the other events rows: the node keeps the grown data. Needs
// the node's database reachable (external or embedded PostgreSQL); PGlite is skipped.
import { databaseUrlOf, demoEventScaler } from '../lib/database.mjs';
import { DEMO, signIn } from '../lib/demo.mjs';
import { SCALES } from '../lib/options.mjs';
import { EVENT } from './24-events.mjs';

export default {
  name: 'GET /api/events and an event page (anonymous) at scale',
  async run(server, { measure }) {
    const larger = SCALES.filter((scale) => scale > 1);
    if (larger.length === 0) return { skipped: 'BENCH_SCALES has no scale above 1' };
    const url = databaseUrlOf(server);
    if (!url) return { skipped: 'the database is not reachable from the bench (PGlite)' };
    const scaler = await demoEventScaler(url);
    const anonymous = { organization: DEMO.organizationId };
    const signedIn = { ...anonymous, authorization: await signIn(server) };
    const rows = [];
    for (const scale of larger) {
      const count = await scaler.grow(scale);
      for (const [name, path, headers] of [
        [`GET /api/events (anonymous) ${scale}×`, '/api/events?pageSize=10', anonymous],
        [`GET /api/events (signed in) ${scale}×`, '/api/events?pageSize=10', signedIn],
        [`GET /api/events/${EVENT} (anonymous) ${scale}×`, `/api/events/${EVENT}`, anonymous],
        [`GET /api/events/${EVENT} (signed in) ${scale}×`, `/api/events/${EVENT}`, signedIn],
      ])
        rows.push(...(await measure({ name, path, headers, notes: `${count} events` })));
    }
    return rows;
  },
};
