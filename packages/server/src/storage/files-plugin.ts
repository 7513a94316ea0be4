import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Runtime } from '../services';

export const FILES_PREFIX = '/files/';

/** Where the local storage adapter writes (see services.ts) and this plugin serves from. */
export function localFilesRoot(runtime: Runtime): string {
  return join(runtime.services.config.dataDir, 'files');
}

/**
 * Serves local storage at GET /files/* with range requests, ETags and long caching
 * (stored names are random, so a file never changes under its URL). Stored files are
 * user uploads: a sandboxing CSP keeps an uploaded HTML or SVG file from running script
 * on this origin. With S3 the files are served by the bucket, and this plugin is absent.
 */
export function filesPlugin(runtime: Runtime): ((app: FastifyInstance) => Promise<void>) | null {
  if (runtime.services.storage.name !== 'local') return null;
  const root = localFilesRoot(runtime);
  return async (app) => {
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: FILES_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      acceptRanges: true,
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
      setHeaders(response) {
        response.setHeader(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        );
        response.setHeader('x-content-type-options', 'nosniff');
        response.setHeader('cross-origin-resource-policy', 'cross-origin');
      },
    });
  };
}
