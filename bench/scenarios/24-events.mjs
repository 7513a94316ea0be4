// The events tab and an event page, anonymous: GET /api/events (upcoming, page of 10),
// GET /api/events/{slug} (the demo's Harbour Talks) and its sessions (a sub-resource read:
// the event's viewer guard with its tier lock, from the organization's cached locks), as a
// visitor's browser asks for them.
import { DEMO } from '../lib/demo.mjs';

export const EVENT = 'harbour-talks-boats-of-the-north';

export default {
  name: 'GET /api/events and an event page (anonymous)',
  async run(server, { measure }) {
    return [
      ...(await measure({
        name: 'GET /api/events (anonymous)',
        path: '/api/events?pageSize=10',
        headers: { organization: DEMO.organizationId },
      })),
      ...(await measure({
        name: `GET /api/events/${EVENT} (anonymous)`,
        path: `/api/events/${EVENT}`,
        headers: { organization: DEMO.organizationId },
      })),
      ...(await measure({
        name: `GET /api/events/${EVENT}/sessions (anonymous)`,
        path: `/api/events/${EVENT}/sessions`,
        headers: { organization: DEMO.organizationId },
      })),
    ];
  },
};
