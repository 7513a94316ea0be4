import { apiEndpoints, matchEndpoint } from '@convene/contract';

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Wraps a test's fake fetch so that a request to a path and method the endpoint table
 * does not declare fails the test: the client may only call what the server serves.
 */
export function declaredOnly(fetch: Fetch, apiUrl = 'http://api.test/api'): Fetch {
  return async (url, init) => {
    const path = new URL(url).pathname.slice(new URL(apiUrl).pathname.length);
    const method = init.method ?? 'GET';
    if (!matchEndpoint(apiEndpoints, method, path)) {
      throw new Error(`The client called ${method} ${path}, which no endpoint declares`);
    }
    return fetch(url, init);
  };
}
