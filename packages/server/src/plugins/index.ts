import type { FastifyInstance } from 'fastify';
import { identityPlugin } from '../identity/identity.plugin';
import { liveSocket } from '../realtime/live-socket';
import type { Runtime } from '../services';
import { filesPlugin } from '../storage/files-plugin';
import { seoPlugin } from '../web/seo/seo-plugin';
import { webAssetsFolder } from '../web/ssr-module';

/**
 * The infrastructure mounted beside the API: identity (/identity), the live socket
 * (/api/ws), stored files (/files), and robots.txt, the sitemap and the web app manifest.
 * Each adds itself here.
 */
export function serverPlugins(runtime: Runtime): ((app: FastifyInstance) => Promise<void>)[] {
  const plugins: ((app: FastifyInstance) => Promise<void>)[] = [];
  const files = filesPlugin(runtime);
  if (files) plugins.push(files);
  plugins.push(liveSocket());
  plugins.push(identityPlugin(runtime.services));
  plugins.push(seoPlugin({ assetsDir: webAssetsFolder() }));
  return plugins;
}
