import { apiEndpoints, ERROR_CODES, type EndpointSpec } from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import {
  exampleOf,
  examplePath,
  exampleQuery,
  keysOf,
  stringKeysOf,
  takesJsonBody,
} from '../test/endpoint-table';
import { createTestApp, type TestApp, type TestOrganization, type TestUser } from '../test/harness';
import { BODY_REQUIRED_MESSAGE } from './endpoint-route';

/**
 * Generic over the contract's endpoint table, so an endpoint added tomorrow is probed too:
 * a bad string in any top-level field is a 400 naming that field, and a write sent with an
 * empty body (as axios sends one) is a 400 naming what is missing, or goes through.
 *
 * The pipeline's order, as found: the input boundary (plugins/api-context.ts) refuses NUL
 * bytes and unpaired surrogates in the query at `onRequest` and in the body at
 * `preValidation`, before schema validation and the caller's checks in the services; only
 * the module gate and an administrators' endpoint's role come first (`onRequest`). So
 * every endpoint answers these with the 400 to an administrator.
 */

const BAD_STRINGS = ['\u0000', 'a\u0000b', '\ud800'];
const GENERIC_MESSAGES = new Set<string>([
  ERROR_CODES.VALIDATION.message,
  ERROR_CODES.INTERNAL.message,
  'Invalid request',
  'Invalid input',
]);

interface Problem {
  request: string;
  status: number;
  body: string;
}

function problem(request: string, response: LightMyRequestResponse): Problem {
  return { request, status: response.statusCode, body: response.body.slice(0, 300) };
}

function fieldOf(response: LightMyRequestResponse): string | undefined {
  const field: unknown = response.json().field;
  return typeof field === 'string' && field !== '' ? field : undefined;
}

function isGeneric(response: LightMyRequestResponse): boolean {
  const message: unknown = response.json().message;
  return typeof message !== 'string' || GENERIC_MESSAGES.has(message);
}

const jsonWrites = apiEndpoints.filter(
  (endpoint) => takesJsonBody(endpoint) && endpoint.method !== 'GET',
);
const writes = apiEndpoints.filter(
  (endpoint) =>
    (endpoint.method === 'POST' || endpoint.method === 'PUT' || endpoint.method === 'PATCH') &&
    endpoint.auth !== 'webhook',
);

describe('the endpoint table, field by field', () => {
  let t: TestApp;
  let org: TestOrganization;
  let admin: TestUser;

  beforeAll(async () => {
    t = await createTestApp();
    org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
  }, 180_000);
  afterAll(() => t.close());

  it('covers the table', () => {
    expect(jsonWrites.length).toBeGreaterThan(100);
    expect(writes.length).toBeGreaterThan(jsonWrites.length * 0.8);
  });

  it('answers a bad string in any top-level body field with a 400 naming it', async () => {
    const problems: Problem[] = [];
    let sent = 0;
    for (const endpoint of jsonWrites) {
      const url = examplePath(endpoint, API_PREFIX);
      const plain = exampleOf(endpoint.body!) as Record<string, unknown>;
      for (const key of stringKeysOf(endpoint.body)) {
        for (const bad of BAD_STRINGS) {
          sent += 1;
          const response = await t.inject({
            method: endpoint.method,
            url,
            headers: { ...admin.headers, 'content-type': 'application/json' },
            payload: JSON.stringify({ ...plain, [key]: bad }),
          });
          if (response.statusCode !== 400 || fieldOf(response) !== key) {
            problems.push(problem(`${endpoint.method} ${endpoint.path} ${key}=${bad}`, response));
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 120_000);

  it('answers a bad string in any query field with a 400 naming it', async () => {
    const problems: Problem[] = [];
    let sent = 0;
    for (const endpoint of apiEndpoints.filter((e) => e.query && e.auth !== 'webhook')) {
      const path = examplePath(endpoint, API_PREFIX);
      const plain = exampleOf(endpoint.query!) as Record<string, unknown>;
      for (const key of stringKeysOf(endpoint.query)) {
        sent += 1;
        // A URL carries no unpaired surrogate (UTF-8 has none): the NUL byte stands for both.
        const query = new URLSearchParams({ ...stringsOf(plain), [key]: 'a\u0000b' });
        const response = await t.inject({
          method: endpoint.method,
          url: `${path}?${query}`,
          headers: admin.headers,
        });
        if (response.statusCode !== 400 || fieldOf(response) !== key) {
          problems.push(problem(`${endpoint.method} ${endpoint.path}?${key}`, response));
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(50);
  }, 60_000);

  /**
   * Each write gets a fresh administrator: a probe may sign the caller out or delete it.
   * `{}` must be refused naming a missing field when the schema needs one, and otherwise
   * may succeed or be refused for a reason, but a 400 still names its field.
   */
  it('answers every write sent an empty body with a named 400, or goes through', async () => {
    const problems: Problem[] = [];
    for (const endpoint of writes) {
      const caller = await t.createUser(org, { admin: true });
      const url = `${examplePath(endpoint, API_PREFIX)}${exampleQuery(endpoint)}`;
      const label = (how: string) => `${endpoint.method} ${endpoint.path} ${how}`;
      const bodyless = [
        { how: 'with no body', headers: caller.headers },
        {
          how: 'with JSON announced and no body',
          headers: { ...caller.headers, 'content-type': 'application/json' },
          payload: '',
        },
      ];
      for (const { how, headers, payload } of bodyless) {
        const response = await t.inject({ method: endpoint.method, url, headers, payload });
        const ok = requiresBody(endpoint)
          ? response.statusCode === 400 &&
            fieldOf(response) === 'body' &&
            response.json().message === BODY_REQUIRED_MESSAGE
          : acceptable(response);
        if (!ok) problems.push(problem(label(how), response));
      }
      const empty = await t.inject({
        method: endpoint.method,
        url,
        headers: { ...caller.headers, 'content-type': 'application/json' },
        payload: '{}',
      });
      const ok =
        endpoint.body && !endpoint.body.safeParse({}).success
          ? empty.statusCode === 400 && namesAKeyOf(endpoint, fieldOf(empty)) && !isGeneric(empty)
          : acceptable(empty);
      if (!ok) problems.push(problem(label('with {}'), empty));
    }
    expect(problems).toEqual([]);
  }, 180_000);
});

function stringsOf(values: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));
}

function requiresBody(endpoint: EndpointSpec): boolean {
  return endpoint.body !== undefined && !endpoint.body.safeParse(undefined).success;
}

/**
 * Not a 5xx, and a 400 says something of its own: a validation error names its field, a
 * domain refusal ('Payment integration not supported') carries its own code.
 */
function acceptable(response: LightMyRequestResponse): boolean {
  if (response.statusCode >= 500) return false;
  if (response.statusCode !== 400) return true;
  if (isGeneric(response)) return false;
  return response.json().code !== 'VALIDATION' || fieldOf(response) !== undefined;
}

/** The field is one of the body's keys (or a path under one). */
function namesAKeyOf(endpoint: EndpointSpec, field: string | undefined): boolean {
  const keys = keysOf(endpoint.body);
  return field !== undefined && (keys.length === 0 || keys.includes(field.split('.')[0]!));
}
