import { apiEndpoints, ERR_FEATURE_NOT_AVAILABLE, MODULES, type Module } from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import {
  exampleOf,
  examplePath,
  exampleQuery,
  isAdministratorsOnly,
  SAYS_ADMINISTRATORS,
} from '../test/endpoint-table';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

/**
 * The gates every endpoint shares, generic over the contract's table so that an endpoint
 * added tomorrow is held to them too: a module turned off answers 456 on each of its
 * endpoints (checked as the request arrives, so whatever it carries), and a plain member
 * calling an administrators' endpoint (`access: 'administrators'`) gets a 403, whatever its
 * body: the role is checked before the body is validated.
 */

const gated = apiEndpoints.filter((endpoint) => endpoint.auth !== 'webhook');
const modules = [...new Set(gated.flatMap((endpoint) => endpoint.module ?? []))];
const adminOnly = gated.filter(isAdministratorsOnly);

interface Problem {
  request: string;
  status: number;
  body: string;
}

async function call(
  t: TestApp,
  caller: TestUser,
  endpoint: (typeof gated)[number],
  payload?: string,
): Promise<LightMyRequestResponse> {
  const body = endpoint.body ? (payload ?? JSON.stringify(exampleOf(endpoint.body))) : undefined;
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
    expect(adminOnly.length).toBeGreaterThanOrEqual(40);
  });

  it('marks every endpoint whose summary says it is for administrators, and no other', () => {
    const disagree = gated
      .filter(
        (endpoint) => SAYS_ADMINISTRATORS.test(endpoint.summary) !== isAdministratorsOnly(endpoint),
      )
      .map((endpoint) => `${endpoint.method} ${endpoint.path}`);
    expect(disagree).toEqual([]);
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

  it('answers 403, not a validation error, to a plain member sending a bad body', async () => {
    const org = await t.createOrganization();
    const member = await t.createUser(org);
    const problems: Problem[] = [];
    const withBody = adminOnly.filter((endpoint) => endpoint.body);
    expect(withBody.length).toBeGreaterThanOrEqual(20);
    for (const endpoint of withBody) {
      for (const payload of ['{}', '{"unexpected":[1,{"x":"\\u0000"}]}', '"not an object"']) {
        const response = await call(t, member, endpoint, payload);
        if (response.statusCode !== 403) {
          problems.push({
            request: `${endpoint.method} ${endpoint.path} ${payload}`,
            status: response.statusCode,
            body: response.body.slice(0, 200),
          });
        }
      }
    }
    expect(problems).toEqual([]);
  }, 60_000);
});
