// The signed-in feed: the demo member's GET /api/activities (follows, own posts, groups,
// featured; blocks filtered; per-viewer likes, comments and reports batched), page of 10.
import { DEMO, signIn } from '../lib/demo.mjs';

export default {
  name: 'GET /api/activities (feed, signed in)',
  async setup(server) {
    const token = await signIn(server);
    const response = await fetch(`${server.url}/api/activities?pageSize=10`, {
      headers: { organization: DEMO.organizationId, authorization: token },
    });
    const body = await response.json();
    if (!response.ok || body.data.length !== 10)
      throw new Error(`feed answered ${response.status} with ${body.data?.length} items`);
    return { token };
  },
  path: '/api/activities?pageSize=10',
  headers: (context) => ({ organization: DEMO.organizationId, authorization: context.token }),
};
