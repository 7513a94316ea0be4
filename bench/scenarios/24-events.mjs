// The events tab and an event page, anonymous: GET /api/events (upcoming, page of 10),
// GET /api/events/{slug} (the demo's Harbour Talks) and its sessions (a sub-resource read:
// the event's viewer guard with its tier lock, from the organization's cached locks), as a
// visitor's browser asks for them. Anonymous callers share these answers a few seconds
// (decision 0075), so the list and the event are measured signed in as well: the demo
// member's own marks and which events they may see are read on every request, the event's
// page and cards shared per data version (decision 0078).
import { DEMO, signIn } from '../lib/demo.mjs';

export const EVENT = 'harbour-talks-boats-of-the-north';

export default {
  name: 'GET /api/events and an event page (anonymous)',
  async run(server, { measure }) {
    const signedIn = { organization: DEMO.organizationId, authorization: await signIn(server) };
    return [
      ...(await measure({
        name: 'GET /api/events (anonymous)',
        path: '/api/events?pageSize=10',
        headers: { organization: DEMO.organizationId },
      })),
      ...(await measure({
        name: 'GET /api/events (signed in)',
        path: '/api/events?pageSize=10',
        headers: signedIn,
      })),
      ...(await measure({
        name: `GET /api/events/${EVENT} (anonymous)`,
        path: `/api/events/${EVENT}`,
        headers: { organization: DEMO.organizationId },
      })),
      ...(await measure({
        name: `GET /api/events/${EVENT} (signed in)`,
        path: `/api/events/${EVENT}`,
        headers: signedIn,
      })),
      ...(await measure({
        name: `GET /api/events/${EVENT}/sessions (anonymous)`,
        path: `/api/events/${EVENT}/sessions`,
        headers: { organization: DEMO.organizationId },
      })),
    ];
  },
};
