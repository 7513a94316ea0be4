// The floor for 01-organization: a bare Fastify in this process answering the same JSON,
// so the table shows what the platform's own work costs on top of Fastify itself.
import Fastify from 'fastify';
import { DEMO } from '../lib/demo.mjs';
import { measureHttp } from '../lib/http.mjs';

export default {
  name: 'bare Fastify, same JSON',
  once: true,
  async run(server) {
    const response = await fetch(`${server.url}/api/organization`, {
      headers: { organization: DEMO.organizationId },
    });
    if (!response.ok) throw new Error(`GET /api/organization answered ${response.status}`);
    const body = await response.json();
    const bare = Fastify({ logger: false });
    bare.get('/api/organization', async () => body);
    await bare.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = bare.server.address();
      const result = await measureHttp({ url: `http://127.0.0.1:${port}/api/organization` });
      return { ...result, server: 'bench process' };
    } finally {
      await bare.close();
    }
  },
};
