import {
  apiEndpoints,
  matchEndpoint,
  MODULES,
  OrganizationEntityFieldsSchema,
  type EndpointSpec,
} from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { SDK_ROUTES, type SdkRoute } from '../test/sdk-routes';

/**
 * The public client SDK against the API, call by call, as the SDK sends them (axios
 * defaults: JSON, no body where the hook passes none, the token raw with no `Bearer`,
 * the access token or the ID token): every call is declared by the endpoint table at the
 * SDK's own path (none falls into a parameter route of the same shape), none answers a 5xx
 * or a router's "Route … not found", and the shapes completed for the SDK carry its fields.
 */

const shapeOfPath = (path: string) => path.replace(/:\w+/g, ':');

/** A value for a path parameter: ids are uuids; the few named keys get a plausible key. */
function sampleParam(name: string, path: string): string {
  if (name === 'type') return path.includes('/emails/') ? 'confirmation' : 'terms';
  if (name === 'shareCode') return 'SHARECODE';
  if (name === 'interest') return 'sailing';
  return crypto.randomUUID();
}
const samplePath = (route: SdkRoute) =>
  route.path.replace(/:(\w+)/g, (_match, name: string) => sampleParam(name, route.path));

/** The endpoint the table serves the call with (the most static segments win, as in Fastify). */
const servedBy = (route: SdkRoute): EndpointSpec | undefined =>
  matchEndpoint(apiEndpoints, route.method, route.path.replace(/:\w+/g, 'p'));

describe('the public client SDK’s calls', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await t.createOrganization();
    member = await t.createUser(org);
  }, 180_000);
  afterAll(() => t.close());

  const send = (route: SdkRoute, token: string): Promise<LightMyRequestResponse> =>
    t.inject({
      method: route.method,
      url: `${API_PREFIX}${samplePath(route)}`,
      headers: {
        organization: member.headers.organization!,
        authorization: token,
        accept: 'application/json, text/plain, */*',
        ...(route.bodyless ? {} : { 'content-type': 'application/json' }),
      },
      ...(route.bodyless ? {} : { payload: '{}' }),
    });

  it('are each declared at the SDK’s own path, none swallowed by a parameter route', () => {
    const missing = SDK_ROUTES.filter((route) => !servedBy(route));
    const swallowed = SDK_ROUTES.flatMap((route) => {
      const endpoint = servedBy(route);
      return endpoint && shapeOfPath(endpoint.path) !== shapeOfPath(route.path)
        ? [`${route.method} ${route.path} → ${endpoint.path}`]
        : [];
    });
    expect(missing.map((route) => `${route.method} ${route.path}`)).toEqual([]);
    expect(swallowed).toEqual([]);
  });

  it('answer without a 5xx or a router 404, with either token kind', async () => {
    const problems: string[] = [];
    const statuses = new Map<string, number>();
    // Deleting the caller's account goes last: the other calls need it.
    const ordered = [...SDK_ROUTES].sort(
      (a, b) =>
        Number(a.path === '/self' && a.method === 'DELETE') -
        Number(b.path === '/self' && b.method === 'DELETE'),
    );
    for (const route of ordered) {
      for (const token of [member.token, member.idToken]) {
        const response = await send(route, token);
        const message = String(response.json<{ message?: string }>().message ?? '');
        if (response.statusCode >= 500 || /^Route .* not found$/.test(message)) {
          problems.push(`${route.method} ${route.path}: ${response.statusCode} ${message}`);
        }
        statuses.set(`${route.method} ${route.path}`, response.statusCode);
      }
    }
    expect(problems).toEqual([]);
    const answered = [...statuses.values()];
    const figures = {
      calls: SDK_ROUTES.length,
      declared: SDK_ROUTES.filter((route) => servedBy(route)).length,
      '2xx with sample ids': answered.filter((status) => status < 300).length,
      '4xx with sample ids': answered.filter((status) => status >= 400 && status < 500).length,
      '404 not offered': SDK_ROUTES.filter((route) => servedBy(route)?.tags.includes('sdk')).length,
    };
    process.stdout.write(`SDK compatibility: ${JSON.stringify(figures)}\n`);
    expect(figures.declared).toBe(figures.calls);
  }, 600_000);
});

describe('the SDK’s request shapes', () => {
  let t: TestApp;
  let member: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.createUser(await t.createOrganization(), { admin: true });
  }, 180_000);
  afterAll(() => t.close());

  const raw = (method: 'POST' | 'GET', url: string, payload?: object) =>
    t.inject({
      method,
      url: `${API_PREFIX}${url}`,
      headers: { organization: member.headers.organization!, authorization: member.idToken },
      ...(payload ? { payload } : {}),
    });

  it('creates an interest from {name}, and reports an activity with no body', async () => {
    const interest = await raw('POST', '/interests', { name: 'Knots' });
    expect(interest.statusCode, interest.body).toBeLessThan(300);
    expect(interest.json().data).toMatchObject({ name: 'Knots' });

    const activity = await raw('POST', '/activities', { message: 'Fair winds', entities: [] });
    expect(activity.statusCode, activity.body).toBe(201);
    const report = await raw('POST', `/activities/${activity.json().data.id}/report`);
    expect(report.statusCode, report.body).toBeLessThan(300);
  });

  it('reads the organization with the fields of the SDK’s Organization entity', async () => {
    const organization = await raw('GET', '/organization');
    expect(organization.statusCode).toBe(200);
    const data = organization.json().data as Record<string, unknown>;
    for (const field of Object.keys(OrganizationEntityFieldsSchema.shape)) {
      expect(data, field).toHaveProperty(field);
    }
    expect(data).toMatchObject({ id: member.headers.organization, currency: 'USD' });
    // The SDK's Record<module, OrganizationModule>, every module Convene knows.
    expect(Object.keys(data.MODULES as object).sort()).toEqual([...MODULES].sort());
    expect((data.MODULES as Record<string, unknown>).events).toEqual({
      enabled: true,
      requireAuth: false,
      enabledTiers: [],
      editable: false,
      editableTiers: [],
    });
  });
});
