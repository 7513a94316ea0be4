import type { FastifyInstance } from 'fastify';
import { identityPlugin } from '../identity/identity.plugin';
import { liveSocket } from '../realtime/live-socket';
import type { Runtime } from '../services';
import { filesPlugin } from '../storage/files-plugin';

/**
 * The infrastructure mounted beside the API: identity (/identity), the live socket
 * (/api/ws) and stored files (/files). Each adds itself here.
 */
export function serverPlugins(runtime: Runtime): ((app: FastifyInstance) => Promise<void>)[] {
  const plugins: ((app: FastifyInstance) => Promise<void>)[] = [];
  const files = filesPlugin(runtime);
  if (files) plugins.push(files);
  plugins.push(liveSocket());
  plugins.push(identityPlugin(runtime.services));
  return plugins;
}
