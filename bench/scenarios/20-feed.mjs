// The signed-in feed: the demo member's GET /api/activities (follows, own posts, groups,
// featured; blocks filtered; the viewer's likes, comments and reports read with the page in
// one statement, the activities shared per data version: decision 0078), page of 10, on the
// demo's data (1×; 25-feed-scale grows it).
import { DEMO, signIn } from '../lib/demo.mjs';

export const FEED_PATH = '/api/activities?pageSize=10';

export async function feedHeaders(server) {
  const token = await signIn(server);
  const response = await fetch(`${server.url}${FEED_PATH}`, {
    headers: { organization: DEMO.organizationId, authorization: token },
  });
  const body = await response.json();
  if (!response.ok || body.data.length !== 10)
    throw new Error(`feed answered ${response.status} with ${body.data?.length} items`);
  return { organization: DEMO.organizationId, authorization: token };
}

export default {
  name: 'GET /api/activities (feed, signed in) 1×',
  async setup(server) {
    return { headers: await feedHeaders(server) };
  },
  path: FEED_PATH,
  headers: (context) => context.headers,
};
