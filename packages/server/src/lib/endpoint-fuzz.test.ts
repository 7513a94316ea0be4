import { apiEndpoints, type EndpointSpec } from '@convene/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX } from '../app';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

/**
 * Every endpoint of the table, driven with generated bad input (NUL bytes, unpaired
 * surrogates, huge and odd values, wrong types), signed in and anonymous: no answer may
 * be a 5xx. The seed is fixed so a run is repeatable; FUZZ_SEED and FUZZ_RUNS vary it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 6);

const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '', ' ', '%', '../', "'; drop table"),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.uuid(),
  fc.constant('a'.repeat(5000)),
);
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** The keys of an object schema, through optional/nullable/pipe wrappers. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let current: unknown = schema;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof z.ZodObject) return Object.keys(current.shape);
    const def = (current as { def?: { innerType?: unknown; in?: unknown } }).def;
    current = def?.innerType ?? def?.in;
  }
  return [];
}

function requestFor(endpoint: EndpointSpec) {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const queryKeys = [...new Set([...keysOf(endpoint.query), 'page', 'pageSize', 'search'])];
  const bodyKeys = keysOf(endpoint.body);
  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => hostileString)),
      query: fc.dictionary(fc.constantFrom(...queryKeys), hostileString, { maxKeys: 3 }),
      body: endpoint.body
        ? fc.oneof(
            fc.record(Object.fromEntries(bodyKeys.map((key) => [key, hostileValue])), {
              requiredKeys: [],
            }),
            fc.jsonValue(),
          )
        : fc.constant(undefined),
      signedIn: fc.boolean(),
    })
    .map(({ params, query, body, signedIn }) => {
      let index = 0;
      const path = endpoint.path.replace(/:(\w+)/g, () => encodeURIComponent(params[index++]!));
      const search = new URLSearchParams(query).toString();
      return { url: `${API_PREFIX}${path}${search ? `?${search}` : ''}`, body, signedIn };
    });
}

describe('no endpoint answers 5xx to bad input', () => {
  let testApp: TestApp;
  let user: TestUser;
  let anonymous: Record<string, string>;

  beforeAll(async () => {
    testApp = await createTestApp();
    const organization = await testApp.createOrganization();
    user = await testApp.createUser(organization, { admin: true });
    anonymous = organization.headers;
  });
  afterAll(() => testApp.close());

  // Deletions last, so the signed-in account lives through the others.
  const ordered = [...apiEndpoints].sort(
    (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
  );

  it('for every endpoint of the table', async () => {
    const failures: string[] = [];
    for (const endpoint of ordered) {
      await fc
        .assert(
          fc.asyncProperty(requestFor(endpoint), async ({ url, body, signedIn }) => {
            const response = await testApp.inject({
              method: endpoint.method,
              url,
              headers: {
                ...(signedIn ? user.headers : anonymous),
                ...(body === undefined ? {} : { 'content-type': 'application/json' }),
              },
              ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
            });
            if (response.statusCode >= 500) {
              failures.push(`${endpoint.method} ${url} → ${response.statusCode}`);
            }
            return response.statusCode < 500;
          }),
          { seed: SEED, numRuns: RUNS_PER_ENDPOINT, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
