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
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 20);

const hostileString = fc.oneof(
  { arbitrary: fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff'), weight: 6 },
  fc.constantFrom('', ' ', '%', '../', "'; drop", 'a'.repeat(5000)),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.uuid(),
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

/**
 * A request with one hostile part (a path parameter, a query value or a body field) and the
 * rest plain, so that the hostile value gets past validation of the others and reaches the
 * service and the database.
 */
function requestFor(endpoint: EndpointSpec) {
  const paramNames = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const queryKeys = [...new Set([...keysOf(endpoint.query), 'page', 'pageSize', 'search'])];
  const bodyKeys = keysOf(endpoint.body);
  const targets = [
    ...paramNames.map((name) => ({ part: 'params' as const, name })),
    ...(endpoint.method === 'GET'
      ? queryKeys.map((name) => ({ part: 'query' as const, name }))
      : []),
    ...bodyKeys.map((name) => ({ part: 'body' as const, name })),
  ];
  if (targets.length === 0) targets.push({ part: 'query', name: 'search' });
  return fc
    .record({
      target: fc.constantFrom(...targets),
      value: hostileValue,
      text: hostileString,
      plainIds: fc.array(fc.uuid(), { minLength: paramNames.length, maxLength: paramNames.length }),
      signedIn: fc.boolean(),
    })
    .map(({ target, value, text, plainIds, signedIn }) => {
      const path = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
        // A URL cannot carry an unpaired surrogate (UTF-8 has none): those reach bodies only.
        encodeURIComponent(
          target.part === 'params' && target.name === name
            ? text.toWellFormed()
            : plainIds[paramNames.indexOf(name)]!,
        ),
      );
      const search =
        target.part === 'query' ? `?${new URLSearchParams({ [target.name]: text })}` : '';
      const body = endpoint.body
        ? target.part === 'body'
          ? { [target.name]: value }
          : {}
        : undefined;
      return { url: `${API_PREFIX}${path}${search}`, body, signedIn };
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
    let sent = 0;
    for (const endpoint of ordered) {
      await fc.assert(
        fc.asyncProperty(requestFor(endpoint), async ({ url, body, signedIn }) => {
          sent += 1;
          const response = await testApp.inject({
            method: endpoint.method,
            url,
            headers: {
              ...(signedIn ? user.headers : anonymous),
              ...(body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          expect(response.statusCode, `${endpoint.method} ${url}`).toBeLessThan(500);
        }),
        { seed: SEED, numRuns: RUNS_PER_ENDPOINT },
      );
    }
    expect(sent).toBe(apiEndpoints.length * RUNS_PER_ENDPOINT);
  }, 180_000);
});
