import { api, MODULES, type EndpointSpec } from '@convene/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, type TestApp, type TestUser } from '../../../test/harness';

/*
 * The modules that live inside events (decision 0011): with the events module off for an
 * organization, every endpoint of attendee passes, session registration, activations,
 * listings and host attendees answers 456, whatever the caller sends.
 */

/** The resources of the endpoint table that live inside events: every `listing…` one too. */
const INSIDE_EVENTS = ['attendee', 'sessionRegistration', 'activations', 'hostAttendees'];

const ENDPOINTS = Object.entries(api)
  .filter(([resource]) => INSIDE_EVENTS.includes(resource) || resource.startsWith('listing'))
  .flatMap(([resource, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointSpec>).map(
      ([name, endpoint]) => [`${resource}.${name}`, endpoint] as const,
    ),
  );

type Def = {
  type: string;
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string>;
  values?: unknown[];
};

const STRING_FORMATS: Record<string, string> = {
  datetime: '2030-01-01T10:00:00Z',
  date: '2030-01-01',
};

/** Bodies whose rules span fields (one discount of two): written by hand. */
const BODIES: Record<string, unknown> = {
  'listingCoupons.create': { code: 'SAVE10', discountPercent: 10 },
};

/**
 * The smallest value a schema accepts, as far as a request needs one: ids are uuids,
 * enums their first value, optional parts left out. Undefined where none can be made.
 */
function sampleOf(schema: z.ZodType): unknown {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape ?? {}).flatMap(([key, field]) => {
          const value = sampleOf(field);
          return value === undefined ? [] : [[key, value]];
        }),
      );
    case 'string':
      return STRING_FORMATS[def.format ?? ''] ?? crypto.randomUUID();
    case 'number':
    case 'int':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'array':
      return def.element ? [sampleOf(def.element)] : [];
    case 'union':
      return def.options ? sampleOf(def.options[0]!) : undefined;
    case 'pipe':
      return def.in ? sampleOf(def.in) : undefined;
    case 'nullable':
    case 'readonly':
      return def.innerType ? sampleOf(def.innerType) : undefined;
    default:
      // optional, default, nullish and the rest: left out.
      return undefined;
  }
}

/** A request the endpoint's schemas accept, so that only the module switch can refuse it. */
function requestOf(name: string, endpoint: EndpointSpec) {
  const params = endpoint.params ? (sampleOf(endpoint.params) as Record<string, string>) : {};
  const url = endpoint.path.replace(/:([A-Za-z]+)/g, (_match, key: string) => params[key]!);
  const query = endpoint.query ? (sampleOf(endpoint.query) as Record<string, string>) : {};
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  const body = BODIES[name] ?? (endpoint.body ? sampleOf(endpoint.body) : undefined);
  return { url: `/api${url}${search ? `?${search}` : ''}`, body };
}

describe('the events module off: attendee, session registration, activations, listings', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    user = await t.createUser(
      await t.createOrganization({ modules: MODULES.filter((module) => module !== 'events') }),
    );
  });
  afterAll(() => t.close());

  it('declares every such endpoint inside the events module', () => {
    expect(ENDPOINTS.length).toBeGreaterThan(100);
    const outside = ENDPOINTS.filter(([, endpoint]) => endpoint.module !== 'events');
    expect(outside.map(([name]) => name)).toEqual([]);
  });

  it.each(ENDPOINTS)('%s answers 456', async (name, endpoint) => {
    const { url, body } = requestOf(name, endpoint);
    const response = await t.inject({
      method: endpoint.method,
      url,
      headers: user.headers,
      ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
    });
    expect(response.statusCode, `${endpoint.method} ${url}: ${response.body}`).toBe(456);
    expect(response.json()).toMatchObject({ status: 'error', code: 'FEATURE_NOT_AVAILABLE' });
  });
});
