// The groups page signed in: GET /api/groups (newest first, each with the viewer's role in
// the same prepared statement), page of 10.
import { DEMO, signIn } from '../lib/demo.mjs';

export default {
  name: 'GET /api/groups (signed in)',
  async setup(server) {
    return { token: await signIn(server) };
  },
  path: '/api/groups?pageSize=10',
  headers: (context) => ({ organization: DEMO.organizationId, authorization: context.token }),
};
