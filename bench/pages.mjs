// The web pages `npm run bench` runs Lighthouse (mobile) on, in order. Add a page with a
// `path` (a string, or a function of the server answering a path or null when the page has
// nothing to show yet, as the event page before any event exists).
import { DEMO } from './lib/demo.mjs';

async function firstOf(server, apiPath) {
  const response = await fetch(`${server.url}${apiPath}`, {
    headers: { organization: DEMO.organizationId },
  });
  if (!response.ok) return null;
  const body = await response.json();
  return body.data?.[0] ?? null;
}

export default [
  { name: '/activities', path: '/activities' },
  { name: '/events', path: '/events' },
  {
    name: 'an event page',
    async path(server) {
      const event = await firstOf(server, '/api/events?pageSize=1');
      return event ? `/events/${event.slug ?? event.id}` : null;
    },
  },
  {
    name: 'a group page',
    async path(server) {
      const group = await firstOf(server, '/api/groups?pageSize=1');
      return group ? `/groups/${group.slug ?? group.id}` : null;
    },
  },
];
