// The floor for 20-feed: a bare Fastify in this process answering the same feed JSON, so
// the table shows what authentication, the feed query and its batched reads cost.
import Fastify from 'fastify';
import { DEMO, signIn } from '../lib/demo.mjs';
import { measureHttp } from '../lib/http.mjs';

export default {
  name: 'bare Fastify, same feed JSON',
  once: true,
  async run(server) {
    const token = await signIn(server);
    const response = await fetch(`${server.url}/api/activities?pageSize=10`, {
      headers: { organization: DEMO.organizationId, authorization: token },
    });
    if (!response.ok) throw new Error(`GET /api/activities answered ${response.status}`);
    const body = await response.json();
    const bare = Fastify({ logger: false });
    bare.get('/api/activities', async () => body);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = bare.server.address();
      const result = await measureHttp({
        url: `http://127.0.0.1:${port}/api/activities?pageSize=10`,
      });
      return { ...result, server: 'bench process' };
    } finally {
      await bare.close();
    }
  },
};
