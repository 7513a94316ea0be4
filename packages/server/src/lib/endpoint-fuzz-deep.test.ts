import { apiEndpoints } from '@convene/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../app';
import { IDENTITY_PREFIX } from '../identity/identity.plugin';
import { examplePath, exampleQuery, keysOf } from '../test/endpoint-table';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';
import { MAX_INPUT_DEPTH } from './input-boundary';

/**
 * Bodies nested thousands of levels deep, on every route of the table that takes a body,
 * signed in and anonymous: a 4xx each time, never a 5xx (a stack overflow in a recursive
 * walk answered 500 from about 3,000 levels, decision 0052). JSON routes name `body`.
 */
const DEPTHS = [5_000, 50_000];

/** `[[[…]]]`, `depth` arrays deep. */
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
/** `{"a":{"a":…1}}`, `depth` objects deep. */
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** The shapes sent: bare, and under the body's first key (past a check of the body's type). */
function payloadsFor(key: string | undefined, depth: number): string[] {
  const bare = [deepArray(depth), deepObject(depth)];
  return key === undefined ? bare : [...bare, `{${JSON.stringify(key)}:${deepObject(depth)}}`];
}

interface Problem {
  request: string;
  status: number;
  body: string;
}

const withBody = apiEndpoints.filter((endpoint) => endpoint.body !== undefined);

describe('bodies nested deeply', () => {
  let t: TestApp;
  let admin: TestUser;
  let anonymous: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp();
    const org = await t.createOrganization();
    admin = await t.createUser(org, { admin: true });
    anonymous = org.headers;
  }, 60_000);
  afterAll(() => t.close());

  it('covers the table', () => {
    expect(withBody.length).toBeGreaterThan(100);
  });

  it('answer 4xx on every route with a body, a 400 naming `body` on JSON routes', async () => {
    const problems: Problem[] = [];
    let sent = 0;
    for (const endpoint of withBody) {
      const url = `${examplePath(endpoint, API_PREFIX)}${exampleQuery(endpoint)}`;
      for (const depth of DEPTHS) {
        for (const payload of payloadsFor(keysOf(endpoint.body)[0], depth)) {
          for (const headers of [admin.headers, anonymous]) {
            sent += 1;
            const response = await t.inject({
              method: endpoint.method,
              url,
              headers: { ...headers, 'content-type': 'application/json' },
              payload,
            });
            if (!refused(response, endpoint.auth !== 'webhook' && headers === admin.headers)) {
              problems.push({
                request: `${endpoint.method} ${endpoint.path} (${depth} levels)`,
                status: response.statusCode,
                body: response.body.slice(0, 200),
              });
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(withBody.length * DEPTHS.length * 4);
  }, 300_000);

  it('takes a body as deep as the limit, and refuses one level more', async () => {
    const send = (depth: number) =>
      t.inject({
        method: 'PUT',
        url: `${API_PREFIX}/self`,
        headers: { ...admin.headers, 'content-type': 'application/json' },
        // Under a key of its own: the body object is the first level.
        payload: `{"firstName":${deepArray(depth - 1)}}`,
      });
    const atLimit = await send(MAX_INPUT_DEPTH);
    // Past the boundary: refused by validation (firstName is text), not for its depth.
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().field).toBe('firstName');
    const beyond = await send(MAX_INPUT_DEPTH + 1);
    expect(beyond.statusCode).toBe(400);
    expect(beyond.json()).toMatchObject({ field: 'body' });
  });

  it('answers the identity provider a Cognito error, not a 500', async () => {
    for (const depth of DEPTHS) {
      for (const payload of payloadsFor('AuthParameters', depth)) {
        const response = await t.inject({
          method: 'POST',
          url: `${IDENTITY_PREFIX}/`,
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          },
          payload,
        });
        expect(response.statusCode, `${depth} levels`).toBe(400);
        expect(response.json().__type).toBe('InvalidParameterException');
      }
    }
  });
});

/**
 * A 4xx; on a JSON route reached signed in as an administrator, the 400 of the input boundary
 * naming `body` (an anonymous caller may be stopped earlier, by the module or sign-in).
 */
function refused(response: LightMyRequestResponse, namesBody: boolean): boolean {
  if (response.statusCode < 400 || response.statusCode >= 500) return false;
  if (!namesBody) return true;
  return response.statusCode === 400 && response.json().field === 'body';
}
