// The directory signed in: GET /api/accounts (by first name, blocks filtered, prepared), page of 10.
import { DEMO, signIn } from '../lib/demo.mjs';

export default {
  name: 'GET /api/accounts (signed in)',
  async setup(server) {
    return { token: await signIn(server) };
  },
  path: '/api/accounts?pageSize=10',
  headers: (context) => ({ organization: DEMO.organizationId, authorization: context.token }),
};
