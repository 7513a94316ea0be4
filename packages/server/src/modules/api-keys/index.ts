import type { ServerModule } from '../server-module';
import { createApiKeyAuthenticator } from './api-key-authenticator';
import { apiKeyRoutes } from './api-keys.routes';

/**
 * Server-to-server API keys (decision 0073): administrators issue, list and revoke them;
 * the request pipeline authenticates `Bearer cvk_…` through `apiKeys`.
 */
export const apiKeysModule: ServerModule = {
  name: 'api-keys',
  routes: apiKeyRoutes,
  apiKeys: createApiKeyAuthenticator,
};
