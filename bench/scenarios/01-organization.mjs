// The public configuration every client loads first: the full stack (rate limit, request
// context, organization cache, envelope) for one small JSON answer.
import { DEMO } from '../lib/demo.mjs';

export default {
  name: 'GET /api/organization',
  path: '/api/organization',
  headers: { organization: DEMO.organizationId },
};
