// The baseline node: a bare Fastify answering GET <path> with the JSON bodies it is given
// (a file named by argv[2]: [{ path, body }]), on a free loopback port it prints.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const routes = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const app = Fastify({ logger: false });
for (const { path, body } of routes) app.get(path, async () => body);
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${app.server.address().port}\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
