import type { FastifyInstance } from 'fastify';
import { liveSocket } from '../realtime/live-socket';
import type { Runtime } from '../services';

/**
 * The infrastructure mounted beside the API: identity (/identity), the live socket
 * (/api/ws) and stored files (/files). Each adds itself here.
 */
export function serverPlugins(runtime: Runtime): ((app: FastifyInstance) => Promise<void>)[] {
  void runtime;
  return [liveSocket()];
}
