import { apiEndpoints, ERR_FEATURE_NOT_AVAILABLE, MODULES, type Module } from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { ADMINISTRATORS_ONLY, exampleOf, examplePath, exampleQuery } from '../test/endpoint-table';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

/**
 * The gates every endpoint shares, generic over the contract's table so that an endpoint
 * added tomorrow is held to them too: a module turned off answers 456 on each of its
 * endpoints (checked as the request arrives, so whatever it carries), and a plain member
 * calling an administrators' endpoint (found by its summary, ADMINISTRATORS_ONLY) gets a 403.
 */

const gated = apiEndpoints.filter((endpoint) => endpoint.auth !== 'webhook');
const modules = [...new Set(gated.flatMap((endpoint) => endpoint.module ?? []))];
const adminOnly = gated.filter((endpoint) => ADMINISTRATORS_ONLY.test(endpoint.summary));

interface Problem {
  request: string;
  status: number;
  body: string;
}

async function call(
  t: TestApp,
  caller: TestUser,
  endpoint: (typeof gated)[number],
): Promise<LightMyRequestResponse> {
  const body = endpoint.body ? JSON.stringify(exampleOf(endpoint.body)) : undefined;
  return t.inject({
    method: endpoint.method,
    url: `${examplePath(endpoint, API_PREFIX)}${exampleQuery(endpoint)}`,
    headers: {
      ...caller.headers,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

describe('the gates of the endpoint table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('finds the modules and the administrators’ endpoints', () => {
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.every((module) => (MODULES as readonly Module[]).includes(module))).toBe(true);
    expect(adminOnly.length).toBeGreaterThanOrEqual(15);
  });

  it('answers 456 on every endpoint of a module the organization turned off', async () => {
    const problems: Problem[] = [];
    for (const module of modules) {
      const org = await t.createOrganization({ modules: MODULES.filter((m) => m !== module) });
      // An administrator, so that no other check could stand in for the module's.
      const admin = await t.createUser(org, { admin: true });
      for (const endpoint of gated.filter((e) => e.module === module)) {
        const response = await call(t, admin, endpoint);
        if (response.statusCode !== ERR_FEATURE_NOT_AVAILABLE) {
          problems.push({
            request: `${module}: ${endpoint.method} ${endpoint.path}`,
            status: response.statusCode,
            body: response.body.slice(0, 200),
          });
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it('answers 403 to a plain member on every administrators’ endpoint', async () => {
    const org = await t.createOrganization();
    const member = await t.createUser(org);
    const problems: Problem[] = [];
    for (const endpoint of adminOnly) {
      const response = await call(t, member, endpoint);
      if (response.statusCode !== 403) {
        problems.push({
          request: `${endpoint.method} ${endpoint.path}`,
          status: response.statusCode,
          body: response.body.slice(0, 200),
        });
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
