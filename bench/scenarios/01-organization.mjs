// The public configuration every client loads first: the full stack (rate limit, request
// context, organization cache, envelope) for one small JSON answer; anonymous, and signed in
// as the web app calls it (the route needs no sign-in, so the token should cost nothing).
import { DEMO, signIn } from '../lib/demo.mjs';

export default {
  name: 'GET /api/organization',
  async run(server, { measure }) {
    const token = await signIn(server);
    return [
      ...(await measure({
        name: 'GET /api/organization',
        path: '/api/organization',
        headers: { organization: DEMO.organizationId },
      })),
      ...(await measure({
        name: 'GET /api/organization (signed in)',
        path: '/api/organization',
        headers: { organization: DEMO.organizationId, authorization: token },
      })),
    ];
  },
};
