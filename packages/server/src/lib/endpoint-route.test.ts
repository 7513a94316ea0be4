import { apiEndpoints } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { createTestApp, type TestApp } from '../test/harness';

/** Routes of the API that are infrastructure, not endpoints of the table. */
const INFRASTRUCTURE = new Set(['GET /ws']);

describe('the endpoint table is what the server serves', () => {
  let testApp: TestApp;
  /** `METHOD /path/:param` of every API route in the served OpenAPI document. */
  let served: string[];

  beforeAll(async () => {
    testApp = await createTestApp();
    await testApp.app.ready();
    const document = testApp.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    served = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(`${API_PREFIX}/`))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) =>
            `${method.toUpperCase()} ${path.slice(API_PREFIX.length).replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
  });
  afterAll(() => testApp.close());

  it('registers every declared endpoint, once', () => {
    const declared = apiEndpoints.map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    for (const endpoint of declared) expect(served).toContain(endpoint);
  });

  it('serves no API route that the table does not declare', () => {
    const declared = new Set(apiEndpoints.map((e) => `${e.method} ${e.path}`));
    const undeclared = served.filter((route) => !declared.has(route) && !INFRASTRUCTURE.has(route));
    expect(undeclared).toEqual([]);
  });

  it('answers every endpoint with the envelope that carries a message', async () => {
    const organization = await testApp.createOrganization();
    const response = await testApp.inject({
      method: 'GET',
      url: `${API_PREFIX}/organization`,
      headers: organization.headers,
    });
    expect(response.json()).toMatchObject({ status: 'ok', message: 'OK' });
  });
});
