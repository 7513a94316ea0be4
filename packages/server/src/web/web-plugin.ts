import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The built web app (packages/web/dist), found from source and from the bundle alike. */
export function webDistFolder(): string | undefined {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, 'packages', 'web', 'dist', 'client');
    if (existsSync(candidate)) return candidate;
    const sibling = join(dir, 'web', 'dist', 'client');
    if (existsSync(sibling)) return sibling;
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Serves the web app on every path outside /api and /identity. The web-shell issue
 * replaces the static fallback with server rendering and gating.
 */
export function webPlugin(config: Config) {
  void config;
  return async (app: FastifyInstance) => {
    const root = webDistFolder();
    if (!root) return;
    await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: false });
    app.get('/*', async (_request, reply) => reply.type('text/html').sendFile('index.html', root));
  };
}
