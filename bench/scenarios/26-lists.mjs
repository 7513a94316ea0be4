// The other hot lists, signed in as the demo member, as the web app asks for them: chat
// channels and a channel's messages (newest first; the read marker is already at the end
// after the first request), the notifications, the tickets page (the events registered for
// and one event's registration with its passes), a group's members, the channels and a
// channel's contents. Each row's ids come from the node's own seeded data (the member's
// first chat channel, event, group and channel), so the scenario needs no fixed ids.
import { DEMO, signIn } from '../lib/demo.mjs';

async function firstId(server, headers, path, idOf = (row) => row.id) {
  const response = await fetch(`${server.url}${path}`, { headers });
  const body = await response.json();
  if (!response.ok)
    throw new Error(`GET ${path} failed: ${response.status} ${JSON.stringify(body)}`);
  const id = body.data?.map(idOf).find(Boolean);
  if (!id) throw new Error(`GET ${path} answered none to measure: the demo data has changed`);
  return id;
}

export default {
  name: 'The other hot lists (signed in)',
  async run(server, { measure }) {
    const headers = { organization: DEMO.organizationId, authorization: await signIn(server) };
    const chat = await firstId(
      server,
      headers,
      '/api/self/chat/channels?pageSize=1',
      (row) => row.channelId,
    );
    const event = await firstId(server, headers, '/api/self/events?pageSize=1');
    // A public group: a private group's members are for its members only.
    const group = await firstId(server, headers, '/api/groups?pageSize=50', (row) =>
      row.access === 'public' ? row.id : undefined,
    );
    const channel = await firstId(server, headers, '/api/channels?pageSize=1');
    const targets = [
      ['GET /api/self/chat/channels', '/api/self/chat/channels?pageSize=20'],
      ['GET /api/self/chat/channels/{id}/messages', `/api/self/chat/channels/${chat}/messages`],
      ['GET /api/self/notifications', '/api/self/notifications?pageSize=20'],
      ['GET /api/self/events (tickets)', '/api/self/events?pageSize=10'],
      ['GET /api/self/events/{id}/attendee (passes)', `/api/self/events/${event}/attendee`],
      ['GET /api/groups/{id}/members', `/api/groups/${group}/members?pageSize=20`],
      ['GET /api/channels', '/api/channels?pageSize=10'],
      ['GET /api/channels/{id}/contents', `/api/channels/${channel}/contents?pageSize=10`],
    ];
    const rows = [];
    for (const [name, path] of targets) rows.push(...(await measure({ name, path, headers })));
    return rows;
  },
};
